@_spi(ViewLab) import UIKit
import Foundation
import Previews
import ViewLabRender
import ViewLabShell
import ViewLabSupport

/// The `viewlab` command line: dispatches to one command per file.
public enum CLI {
    /// `viewlab --help`: one line per command of `commands`, aligned.
    static var usage: String {
        let lines =
            [("[--keep-going]", "start the shell (reads a script from stdin when it is not a terminal)")]
            + commands.map { ($0.usage, $0.summary) }
        let width = min(lines.map(\.0.count).max() ?? 0, 44)
        let body = lines.map { usage, summary in
            usage.count > width
                ? "viewlab \(usage)\n" + String(repeating: " ", count: width + 12) + summary
                : "viewlab \(usage.padding(toLength: width, withPad: " ", startingAt: 0))    \(summary)"
        }
        return
            (["usage: " + body[0]] + body.dropFirst().map { "       " + $0 } + [
                "       every command takes --theme NAME|PATH",
                "       viewlab --help | --version",
            ]).joined(separator: "\n")
    }

    /// `playgrounds`: the generated shell bindings of the catalogue's classes
    /// (`PlaygroundsShellBindings.all`, written by the `ShellBindings` build plugin). Runs on the
    /// main actor, as the top-level code of `viewlab` that calls it does: the shell and the views
    /// it renders live there.
    @MainActor
    public static func main(_ arguments: [String], playgrounds: ShellBindings = ShellBindings()) -> Int32 {
        if arguments.dropFirst().first == "export-worker" {
            return ExportWorkerCommand.run(playgrounds: playgrounds)
        }
        // The interactive shell runs as a child process that a trap or a runaway line cannot take
        // the session down with (ShellSupervisor); this process only keeps it going.
        if ShellSupervisor.applies(to: Array(arguments.dropFirst())) {
            return ShellSupervisor.run(
                executable: ExportCommand.selfExecutable.path, arguments: Array(arguments.dropFirst()))
        }
        HostEnvironment.start()
        InterfaceBuilderDesignables.register(playgrounds)
        do {
            let (arguments, themes) = try ThemeOption.extract(from: arguments)
            let rest = Array(arguments.dropFirst(2))
            switch arguments.dropFirst().first {
            case nil, "--keep-going":
                return try ShellCommand.interactive(Array(arguments.dropFirst()), playgrounds: playgrounds)
            case "run": return try ShellCommand.run(rest, playgrounds: playgrounds)
            case "list": return try ListCommand.run(rest)
            case "render": return try RenderCommand.run(rest)
            case "export": return try ExportCommand.run(rest, themes: themes)
            case "verify": return try VerifyCommand.run(rest, themes: themes)
            case "audit": return try AuditCommand.run(rest, themes: themes)
            case "merge": return try MergeCommand.run(rest)
            case "test": return try TestCommand.run(rest)
            case "themes": return try ThemesCommand.run(rest)
            case "theme-sheet": return try ThemeSheetCommand.run(rest)
            case "--help", "-h", "help":
                if rest.first == "--reference" { return try printReference(rest.dropFirst().first) }
                print(usage)
                return 0
            case "--version":
                print("viewlab 0.1")
                return 0
            case let other?:
                let hint =
                    Suggestion.closest(to: other, in: commands.map(\.name) + ["help"]).map { " (did you mean \($0)?)" }
                    ?? ""
                throw CLIError.usage("unknown command '\(other)'\(hint)")
            }
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("viewlab: error: \(error)\n".utf8))
            return error.exitStatus
        } catch {
            FileHandle.standardError.write(Data("viewlab: error: \(error)\n".utf8))
            return 1
        }
    }
}
