import Foundation
import ViewLabLive

// MARK: - The shell as a supervised kernel (ShellSupervisor)

extension Shell {
    /// In a supervised session: opens the journal, hands the user's `SWIFT_BACKTRACE` back to the
    /// processes the shell starts, and arms Ctrl-C (``ShellInterrupt``: the watchdog marks the
    /// journal before it ends the process). Unsupervised, Ctrl-C only stops the shell's own loops.
    func startKernel() {
        let env = ProcessInfo.processInfo.environment
        guard let folder = options.sessionFolder, let journal = SessionJournal(path: folder + "/journal") else {
            ShellInterrupt.install(onGiveUp: nil)
            return
        }
        self.journal = journal
        if let user = env[ShellSupervisor.userBacktraceVariable] {
            setenv("SWIFT_BACKTRACE", user, 1)
        } else {
            unsetenv("SWIFT_BACKTRACE")
        }
        ShellInterrupt.install(onGiveUp: { journal.interrupted() })
    }

    /// Whether this process rebuilds a session that stopped (the supervisor prints why).
    var isRestoredSession: Bool {
        options.sessionFolder != nil && ProcessInfo.processInfo.environment[ShellSupervisor.restartVariable] != nil
    }

    /// Runs again, with their output discarded, the inputs that ran before the session stopped,
    /// journaling them as it goes (so a trap while replaying leaves out only that input), then
    /// says how long it took.
    func replayStoppedSession() {
        guard let folder = options.sessionFolder, let journal else { return }
        let inputs = SessionJournal.readReplay(path: folder + "/replay.json")
        let began = Date()
        // The files as they were loaded then: a save since (the one that trapped, say) is not.
        let overridden = restoreLoadedSources(from: folder + "/sources.json")
        commandState.replaying = true
        withOutputDiscarded {
            for input in inputs { runJournaled(input) }
        }
        commandState.replaying = false
        if !overridden.isEmpty, let compiler = try? LiveSession.shared().compiler {
            compiler.sourceOverrides = [:]
            let names = overridden.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", ")
            console.print(
                console.paint(
                    "\(names): the version loaded before is back; save again (or :reload) to apply the file as it is now",
                    "2"))
        }
        journal.replayFinished()
        let seconds = String(format: "%.1f", Date().timeIntervalSince(began))
        console.print(
            console.paint(
                "restored the session: \(inputs.count) input\(inputs.count == 1 ? "" : "s") replayed in \(seconds) s",
                "2"))
    }

    /// Runs one input as `execute` does, between its journal records, with Ctrl-C armed.
    @discardableResult
    func runJournaled(_ input: String) -> Bool {
        journal?.began(input)
        ShellInterrupt.inputBegan()
        commandState.journalAs = nil
        let ok = execute(input, name: nil)
        ShellInterrupt.inputEnded()
        if let part = commandState.journalAs {
            journal?.ended(ok: true, as: part)  // stopped part-way: what ran is replayed
            commandState.journalAs = nil
        } else {
            journal?.ended(ok: ok)
        }
        recordLoadedSources()
        return ok
    }

    /// Writes the texts of the loaded files to the session folder when they changed (after an
    /// input or a save applied while idle ran to its end).
    func recordLoadedSources() {
        guard let folder = options.sessionFolder, journal != nil, loadedSourceTexts != recordedSourceTexts,
            let data = try? JSONEncoder().encode(loadedSourceTexts)
        else { return }
        do {
            try data.write(to: URL(fileURLWithPath: folder + "/sources.json"), options: .atomic)
            recordedSourceTexts = loadedSourceTexts
        } catch {}
    }

    /// Has the live compiler compile the recorded texts of the files that changed on disk since;
    /// returns their paths.
    private func restoreLoadedSources(from path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path),
            let texts = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [] }
        let changed = texts.filter { (try? String(contentsOfFile: $0.key, encoding: .utf8)) != $0.value }
        guard !changed.isEmpty, let compiler = try? LiveSession.shared().compiler else { return [] }
        compiler.sourceOverrides = changed
        return Array(changed.keys)
    }

    /// Runs `body` with standard output and error sent to /dev/null (compiled code and the
    /// compiler write to the descriptors directly).
    private func withOutputDiscarded(_ body: () -> Void) {
        fflush(nil)
        let savedOut = dup(1), savedErr = dup(2), null = open("/dev/null", O_WRONLY)
        guard savedOut >= 0, savedErr >= 0, null >= 0 else { return body() }
        dup2(null, 1)
        dup2(null, 2)
        close(null)
        body()
        fflush(nil)
        dup2(savedOut, 1)
        dup2(savedErr, 2)
        close(savedOut)
        close(savedErr)
    }
}
