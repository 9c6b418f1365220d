import Foundation
import UIKit

// MARK: - Interactive mode

extension Shell {
    /// Runs the shell on the terminal: banner, prompt, line editing with history, Tab completion,
    /// multi-line statements; returns the exit status when the user quits (`:quit`, Ctrl-D).
    public func runInteractive() -> Int32 {
        Shell.enableUTF8()
        // Ctrl-C cancels the line being edited (a key binding); while an input runs it stops the
        // shell's own loops, and in a supervised session any code (Session/ShellInterrupt.swift).
        startKernel()
        setConsole(.standard(colour: options.useColour(terminal: true)))
        let history = History(path: options.resolvedHistoryPath, limit: options.historyLimit)
        history.load()
        self.history = history
        guard let editor = LineEditor(program: "viewlab", historyLimit: options.historyLimit) else {
            console.error("error: cannot start the line editor; reading statements without editing")
            return runScript(
                String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), name: "<stdin>")
        }
        self.editor = editor
        editor.setHistory(history.entries)
        let completer = Completer(shell: self)
        editor.complete = { completer.edit(before: $0) }
        editor.idle = { [unowned self] in applyLiveChangesWhileIdle() }
        if isRestoredSession { replayStoppedSession() } else { console.print(banner) }

        let prompt = console.colour ? "\u{1}\u{1B}[1;36m\u{1}› \u{1}\u{1B}[0m\u{1}" : "› "
        let continuation = console.colour ? "\u{1}\u{1B}[2m\u{1}... \u{1}\u{1B}[0m\u{1}" : "... "
        var pending: [String] = []
        while !shouldQuit {
            switch editor.read(prompt: pending.isEmpty ? prompt : continuation) {
            case .end:
                if pending.isEmpty {
                    console.write("\n")
                    shouldQuit = true
                } else {
                    pending = []
                }
            case .cancelled:
                pending = []
            case .text(let line):
                // Return on an empty line while a lesson waits runs its next step.
                if pending.isEmpty, line.trimmingCharacters(in: .whitespaces).isEmpty, lessonRun?.isFinished == false {
                    runJournaled(":next")
                    continue
                }
                pending.append(line)
                let input = pending.joined(separator: "\n")
                let isCommand = input.trimmingCharacters(in: .whitespaces).hasPrefix(":")
                if !isCommand && Lexer.needsContinuation(input) { continue }
                pending = []
                remember(input, in: history, editor: editor)
                runJournaled(input)
            }
        }
        return 0
    }

    /// `ViewLab — iPhone 15 (393×852 @3x) · portrait · light · theme default — :help`
    var banner: String {
        console.paint("ViewLab", "1") + " — " + stageSummary + " — :help"
    }

    private func remember(_ input: String, in history: History, editor: LineEditor) {
        guard !input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        if history.add(input) {
            editor.addHistory(input.trimmingCharacters(in: .whitespacesAndNewlines))
        } else {
            editor.setHistory(history.entries)
        }
        do { try history.save() } catch {
            console.error("warning: cannot save history to \(history.path): \(error.localizedDescription)")
        }
    }

    var historyEntries: [String] { history?.entries ?? [] }

    /// Line editing needs a UTF-8 locale; fall back to C.UTF-8 when the environment has none.
    static func enableUTF8() {
        let locale = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
        if !locale.uppercased().contains("UTF-8") && !locale.uppercased().contains("UTF8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
