import Foundation
import Previews
import ViewLabRender
import ViewLabShell

/// `viewlab` (no arguments) and `viewlab run FILE`: the shell, interactive on a terminal (as the
/// kernel of a ``ShellSupervisor``, which `CLI.main` starts first), or reading statements plainly
/// from a pipe or a script file. The shell's registry knows the standard
/// types and the catalog's classes (`playgrounds`, their generated bindings); it runs on the main
/// actor.
enum ShellCommand {
    static let info = CLICommandInfo(
        name: "run", synopsis: "FILE [--keep-going]",
        summary: "run a shell script without a terminal",
        detail:
            "Runs the statements and `:commands` of FILE as the shell would, without echo; the exit status is 1 at the first error unless `--keep-going`. `viewlab` with stdin not a terminal (a pipe, CI) does the same with what it reads."
    )

    /// `viewlab` with no command: interactive on a terminal, else the script on standard input.
    @MainActor
    static func interactive(_ arguments: [String], playgrounds: ShellBindings) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .init(valued: [], flags: ["--keep-going"]))
        let folder = ProcessInfo.processInfo.environment[ShellSupervisor.kernelVariable]
        let shell = makeShell(keepGoing: args.has("--keep-going"), playgrounds: playgrounds, sessionFolder: folder)
        if isatty(0) != 0 { return shell.runInteractive() }
        return shell.runScript(
            String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), name: "<stdin>")
    }

    /// `viewlab run FILE [--keep-going]`.
    @MainActor
    static func run(_ arguments: [String], playgrounds: ShellBindings) throws -> Int32 {
        let args = try CommandArguments(arguments, spec: .init(valued: [], flags: ["--keep-going"]))
        guard let path = args.positionals.first, args.positionals.count == 1 else {
            throw CLIError.usage("run takes one script file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.failed("\(path): cannot read the file")
        }
        let shell = makeShell(keepGoing: args.has("--keep-going"), playgrounds: playgrounds)
        return shell.runScript(String(decoding: data, as: UTF8.self), name: path)
    }

    @MainActor
    private static func makeShell(keepGoing: Bool, playgrounds: ShellBindings, sessionFolder: String? = nil) -> Shell {
        let registry = ShellRegistry()
        registry.install(playgrounds)
        return Shell(
            stage: Stage(),
            options: ShellOptions(
                keepGoing: keepGoing, previewTrialExecutable: ExportCommand.selfExecutable, compilesSwift: true,
                sessionFolder: sessionFolder),
            registry: registry)
    }
}
