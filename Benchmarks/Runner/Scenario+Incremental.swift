import Foundation

/// Scenario 9: `export --incremental` against a full export of the same catalog, in one run.
extension Bench {
    /// (9) The catalog twin (168 PNGs, light/dark × portrait/landscape, `--jobs 2`): a full export
    /// into a new folder, against `--incremental` into an up-to-date folder with nothing changed,
    /// and with one preview to redo — the four PNGs of `Bench reference` removed, which re-renders
    /// exactly that preview as an edit to it would (the bundled catalog's code is the executable, so
    /// a real edit to it re-renders everything; with `--package` it re-renders its target). The
    /// three are interleaved; each incremental run must say how many it kept or the run fails.
    func incrementalExport() throws -> [Row] {
        let kept = scratch.appendingPathComponent("incremental"), fresh = scratch.appendingPathComponent("full")
        let command = [catalog, "export", "--jobs", "2", "--appearance", "light,dark", "--orientation", "portrait,landscape"]
        _ = try ChildProcess.check(command + ["--out", kept.path])
        let total = Bench.pngCount(in: kept.path)
        let id = try previewID(named: "Bench reference")
        let redone = try FileManager.default.contentsOfDirectory(atPath: kept.appendingPathComponent(id).deletingLastPathComponent().path)
            .map { kept.appendingPathComponent(id).deletingLastPathComponent().appendingPathComponent($0) }
            .filter { $0.lastPathComponent.hasPrefix(URL(fileURLWithPath: id).lastPathComponent + ".") }
        var full: [Double] = [], unchanged: [Double] = [], one: [Double] = []
        for _ in 0..<processRuns {
            try? FileManager.default.removeItem(at: fresh)
            full.append(try ChildProcess.check(command + ["--out", fresh.path]).milliseconds)
            unchanged.append(try timedIncremental(command + ["--out", kept.path, "--incremental"], expect: "exported 0 PNGs, unchanged \(total),"))
            try redone.forEach { try FileManager.default.removeItem(at: $0) }
            one.append(try timedIncremental(command + ["--out", kept.path, "--incremental"], expect: "exported \(redone.count) PNGs, unchanged \(total - redone.count),"))
        }
        return [
            Row(scenario: "9", name: "export --incremental, one preview to redo (\(redone.count) of \(total) PNGs) vs full export", viewlab: Stats.median(one),
                floor: Stats.median(full), target: "≤1 s + its renders", notes: "reference: a full export into a new folder, same run"),
            Row(scenario: "9", name: "export --incremental, nothing changed (\(total) PNGs) vs full export", viewlab: Stats.median(unchanged),
                floor: Stats.median(full), notes: "keys of every image, a stat of every PNG, manifest and gallery written"),
        ]
    }

    /// Runs an incremental export and checks its summary line.
    private func timedIncremental(_ arguments: [String], expect prefix: String) throws -> Double {
        try checkedIncremental(ChildProcess.check(arguments), expect: prefix)
    }

    /// The milliseconds of an incremental export whose summary line starts with `prefix`.
    func checkedIncremental(_ outcome: ChildProcess.Outcome, expect prefix: String) throws -> Double {
        guard outcome.stdout.hasPrefix(prefix) else {
            throw ChildProcess.Failure(description: "incremental export said '\(outcome.stdout)', expected '\(prefix) …'")
        }
        return outcome.milliseconds
    }
}
