import Foundation

/// Scenario 10: exports at scale — the generated catalog (`ScaleCatalog`) of 100 and of 5,000
/// card previews, and `export --incremental` of the 5,000.
extension Bench {
    /// The counts compared; the small one is the reference the large one's per-image time and
    /// peak memory are measured against in the same run.
    static let scaleCounts = (small: 100, large: 5_000)

    /// (10) A full `export --jobs 2` (one variant: the card previews are fixed-size) of 100 and of
    /// 5,000 previews into new folders, interleaved; then, into the 5,000's folder,
    /// `--incremental` with nothing changed and with one preview to redo (its PNG removed, as in
    /// scenario 9). Peak memory is GNU `time`'s figure for the whole process tree.
    func scaleExport() throws -> [Row] {
        let counts = Bench.scaleCounts
        var full: [Int: [Double]] = [counts.small: [], counts.large: []], peaks: [Int: Double] = [counts.small: 0, counts.large: 0]
        let folder = { (count: Int) in self.scratch.appendingPathComponent("scale-\(count)") }
        func export(_ count: Int, _ extra: [String] = []) throws -> ChildProcess.Outcome {
            try ChildProcess.check([catalog, "export", "ScalePage", "--jobs", "2", "--out", folder(count).path] + extra,
                                   environment: ["VIEWLAB_BENCH_SCALE": "\(count)"])
        }
        for _ in 0..<max(1, processRuns - 1) {
            for count in [counts.small, counts.large] {
                try? FileManager.default.removeItem(at: folder(count))
                let outcome = try export(count)
                guard Bench.pngCount(in: folder(count).path) == count else {
                    throw ChildProcess.Failure(description: "the export of \(count) previews wrote \(Bench.pngCount(in: folder(count).path)) PNGs")
                }
                full[count]!.append(outcome.milliseconds)
                peaks[count] = max(peaks[count]!, outcome.peakMB)
            }
        }
        let one = try FileManager.default.contentsOfDirectory(at: folder(counts.large).appendingPathComponent("ScalePage17"), includingPropertiesForKeys: nil)
            .first { $0.lastPathComponent.hasPrefix("Card 1742.") }
        guard let one else { throw ChildProcess.Failure(description: "no PNG of Card 1742 in the scale export") }
        var unchanged: [Double] = [], redo: [Double] = []
        for _ in 0..<processRuns {
            unchanged.append(try checkedIncremental(export(counts.large, ["--incremental"]), expect: "exported 0 PNGs, unchanged \(counts.large),"))
            try FileManager.default.removeItem(at: one)
            redo.append(try checkedIncremental(export(counts.large, ["--incremental"]), expect: "exported 1 PNGs, unchanged \(counts.large - 1),"))
        }
        let small = Stats.median(full[counts.small]!), large = Stats.median(full[counts.large]!)
        let perSmall = small / Double(counts.small), perLarge = large / Double(counts.large)
        return [
            Row(scenario: "10", name: "export of \(counts.large) previews, per PNG vs per PNG of \(counts.small) (--jobs 2)", viewlab: perLarge, floor: perSmall,
                target: "≈1×", notes: String(format: "full exports %.0f ms and %.0f ms", large, small)),
            Row(scenario: "10", name: "peak memory, export of \(counts.large) vs \(counts.small) previews", viewlab: peaks[counts.large]!, floor: peaks[counts.small]!,
                unit: "MB", target: "flat (≈1×)", notes: "largest process of the tree"),
            Row(scenario: "10", name: "export --incremental of \(counts.large) previews, one to redo vs full export", viewlab: Stats.median(redo), floor: large,
                target: "≤1 s + its render", notes: String(format: "nothing changed: %.0f ms", Stats.median(unchanged))),
        ]
    }
}
