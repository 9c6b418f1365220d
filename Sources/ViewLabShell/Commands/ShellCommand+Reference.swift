import Foundation

/// The shell's command reference as Markdown, generated from `ShellCommand.all` — the table that
/// also drives dispatch, `:help` and completion — so the documentation cannot drift from the shell
/// (`make docs` writes it to `Docs/reference/shell.md`; a test fails when that file is stale).
public enum ShellReference {
    /// Every command: usage, summary, what it does, an example.
    public static var markdown: String {
        var out = """
            # Shell command reference

            Generated from the shell's command table by `make docs` (`viewlab help --reference shell`);
            do not edit. `:help COMMAND` in the shell prints the same text. The language, line editing,
            errors and sessions: [../shell.md](../shell.md).

            | command | what it does |
            | --- | --- |

            """
        for command in ShellCommand.all {
            out += "| [`\(escaped(command.usage))`](#\(command.name)) | \(escaped(command.summary)) |\n"
        }
        for command in ShellCommand.all {
            out +=
                "\n## :\(command.name)\n\n`\(command.usage)` — \(command.summary)\n\n\(command.detail)\n\nExample: `\(command.example)`\n"
        }
        return out
    }

    /// A table cell: a `|` would end the cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
