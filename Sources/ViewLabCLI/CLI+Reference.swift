import Foundation
import ViewLabShell

extension CLI {
    /// Every subcommand, in the order `viewlab --help` lists them: the table `--help`, the
    /// unknown-command suggestion and the generated reference (`Docs/reference/cli.md`) read.
    static let commands: [CLICommandInfo] = [
        ShellCommand.info, ListCommand.info, RenderCommand.info, ExportCommand.info, VerifyCommand.info,
        AuditCommand.info, MergeCommand.info, TestCommand.info, ThemesCommand.info, ThemeSheetCommand.info,
    ]

    /// The command-line reference as Markdown, generated from `commands`.
    static var referenceMarkdown: String {
        var out = """
            # Command-line reference

            Generated from the command table by `make docs` (`viewlab help --reference cli`); do not edit.
            The guide, with the export naming scheme, manifests, sharding in CI and verification:
            [../cli.md](../cli.md).

            | command | what it does |
            | --- | --- |
            | `viewlab [--keep-going]` | the shell; when stdin is not a terminal, runs the statements it reads |

            """
        for command in commands {
            out +=
                "| [`viewlab \(command.usage.replacingOccurrences(of: "|", with: "\\|"))`](#\(command.name)) | \(command.summary) |\n"
        }
        out +=
            "\nEvery command also takes `--theme NAME|PATH`. Errors are one line on stderr with a suggestion for typos; usage errors exit with 2, failures with 1.\n"
        for command in commands {
            out += "\n## \(command.name)\n\n`viewlab \(command.usage)`\n\n\(command.detail)\n"
        }
        return out
    }

    /// `viewlab help --reference shell|cli`: prints a generated reference (what `make docs` writes).
    static func printReference(_ which: String?) throws -> Int32 {
        switch which {
        case "shell": print(ShellReference.markdown, terminator: "")
        case "cli": print(referenceMarkdown, terminator: "")
        default: throw CLIError.usage("help --reference needs shell or cli")
        }
        return 0
    }
}
