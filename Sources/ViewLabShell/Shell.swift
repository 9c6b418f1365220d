import Foundation
@_spi(ViewLab) import QuartzCore
import UIKit
@_spi(ViewLab) import ViewLabRender

/// The `viewlab` shell: a REPL for a typed subset of Swift over the UIKit API, editing the tree
/// of a simulated device screen (`root`), with `:commands` to export, inspect and show it.
///
/// The shell runs on the main actor, as the UIKit views it edits do (an iOS app's UI code does).
@MainActor
public final class Shell {
    public let stage: Stage
    let options: ShellOptions
    let registry: ShellRegistry
    var console: Console
    var session: Session
    /// Set by `:quit`.
    var shouldQuit = false
    /// The line editor, in interactive mode (for `:history`).
    var editor: LineEditor?
    /// The persistent history, in interactive mode.
    var history: History?
    /// Settings of the stage/trace/debug commands (`:orientation`, `:scale`, `:trace`, `:watch`, `:debug`).
    var commandState = ShellCommandState()
    /// The lesson in progress (`:lesson`, Lessons/LessonRun.swift).
    var lessonRun: LessonRun?
    /// The folder of the script (`viewlab run FILE`) or lesson being run: a relative path that
    /// does not exist in the current directory is looked up there (`:watch Ring/Ring.swift` in a
    /// lesson finds the file next to the lesson), see `url(forPath:)`.
    var scriptFolder: URL?
    /// The journal of a supervised interactive session (`Shell+Kernel.swift`).
    var journal: SessionJournal?
    /// The text of every Swift file loaded (`:load`, `:watch`, a reload), by path, as compiled:
    /// a supervised session records it after each input (`sources.json`), so that a rebuilt one
    /// loads what was loaded then, not a later save (`Shell+Kernel.swift`).
    var loadedSourceTexts: [String: String] = [:]
    /// What `sources.json` holds.
    var recordedSourceTexts: [String: String] = [:]

    /// A shell on `stage` whose statements know the types of `registry` (by default the standard
    /// one; the host installs its catalog's bindings in it first).
    public init(stage: Stage, options: ShellOptions = ShellOptions(), registry: ShellRegistry = ShellRegistry()) {
        self.stage = stage
        self.options = options
        self.registry = registry
        console = .standard(colour: options.useColour(terminal: false))
        session = Session(registry: registry, console: console)
        defineBuiltins()
        // The shell moves the media clock (`:step`, `:play`, `:record`): scheduled timers fire on it.
        CAMediaClock.current.runsTimers = true
    }

    /// Redirects output (tests).
    func setConsole(_ console: Console) {
        self.console = console
        let replacement = Session(registry: registry, console: console)
        session = replacement
        defineBuiltins()
    }

    static let builtinNames: Set<String> = ["root"]

    func defineBuiltins() {
        session.define("root", type: .named("UIView"), value: stage.root)
    }

    /// Runs `viewlab` as a command: no arguments → interactive on a terminal, else the script on
    /// standard input.
    public static func main(arguments: [String] = CommandLine.arguments) -> Int32 {
        let shell = Shell(stage: Stage(), options: ShellOptions())
        if isatty(0) != 0 { return shell.runInteractive() }
        return shell.runScript(
            String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), name: "<stdin>")
    }

    // MARK: - Scripts

    /// Runs a whole script: statements and `:commands`, one per line (a statement with an open
    /// bracket, brace or string continues on the next lines). Nothing is echoed; results and
    /// errors are printed. Returns 0, or 1 after the first error (or at the end with
    /// `keepGoing`).
    public func runScript(_ text: String, name: String) -> Int32 {
        var failed = false
        if FileManager.default.fileExists(atPath: name) {
            scriptFolder = URL(fileURLWithPath: name).deletingLastPathComponent()
        }
        for chunk in ScriptReader.chunks(of: text) {
            if shouldQuit { break }
            if !execute(chunk.text, name: name, firstLine: chunk.line) {
                failed = true
                if !options.keepGoing { break }
            }
        }
        return failed ? 1 : 0
    }

    /// Runs one input (a statement line or a command); reports errors; false on error. The input
    /// runs as the stage's work (`Stage.perform`): `UIScreen.main` is the stage's screen, as on
    /// the device it shows, and its views' callbacks go to the stage's lifecycle log.
    @discardableResult
    func execute(_ input: String, name: String?, firstLine: Int = 0) -> Bool {
        stage.perform { executeOnStage(input, name: name, firstLine: firstLine) }
    }

    private func executeOnStage(_ input: String, name: String?, firstLine: Int) -> Bool {
        applyLiveChanges()  // saved :watch files (ShellCommand+Live.swift)
        catchUpPlayback()  // a clock playing in the background (ShellCommand+Time.swift)
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        // A line that is only a comment is no event: no turn, no trace line.
        if trimmed.isEmpty || trimmed.hasPrefix("//") { return true }
        do {
            if trimmed.hasPrefix(":") {
                try runCommand(trimmed)
            } else {
                try runStatement(input, name: name, firstLine: firstLine)
            }
            afterInput(trimmed)
            return true
        } catch let error as ShellError {
            let source = trimmed.hasPrefix(":") ? trimmed : input
            console.error(error.rendered(source: source, name: name, lineOffset: firstLine))
        } catch {
            console.error((name.map { "\($0):\(firstLine + 1): " } ?? "") + "error: \(error)")
        }
        return false
    }
}
