import Foundation
import ImageIO
import ViewLabRender

/// Scenarios 3 and 4: whole processes (cold render, catalog export), timed from spawn to exit.
extension Bench {
    /// The id of the catalog preview whose name is `name` (from `list --json`).
    func previewID(named name: String) throws -> String {
        let listing = try ChildProcess.check([catalog, "list", "--json"]).stdout
        let rows = (try JSONSerialization.jsonObject(with: Data(listing.utf8))) as? [[String: String]] ?? []
        guard let id = rows.compactMap({ $0["id"] }).first(where: { $0.hasSuffix("/\(name)") }) else {
            throw ChildProcess.Failure(description: "no preview named '\(name)' in \(catalog) list")
        }
        return id
    }

    /// (3) `viewlab render ID -o out.png` (reference scene, 3x) against `viewlab-floor --once`.
    func coldRender() throws -> [Row] {
        var rows: [Row] = []
        for name in ["Bench reference shadowPath", "Bench reference"] {
            let id = try previewID(named: name)
            let ours = scratch.appendingPathComponent("cold-viewlab.png").path, theirs = scratch.appendingPathComponent("cold-floor.png").path
            var viewlab: [ChildProcess.Outcome] = [], floorRuns: [ChildProcess.Outcome] = []
            for _ in 0..<processRuns * 2 {
                floorRuns.append(try floor.once(theirs))
                viewlab.append(try ChildProcess.check([catalog, "render", id, "-o", ours]))
            }
            rows.append(Row(
                scenario: "3", name: "cold `viewlab render` (\(name)) vs `viewlab-floor --once`",
                viewlab: Stats.median(viewlab.map(\.milliseconds)), floor: Stats.median(floorRuns.map(\.milliseconds)), target: "≤2×",
                notes: String(format: "peak %.0f MB vs %.0f MB; ", viewlab.map(\.peakMB).max() ?? .nan, floorRuns.map(\.peakMB).max() ?? .nan)
                    + Bench.difference(ours, theirs)))
        }
        return rows
    }

    /// (4) `viewlab export` of the whole catalog (bundled + benchmark previews, light and dark,
    /// portrait and landscape) with `--jobs 1` and `--jobs 2`.
    func catalogExport() throws -> [Row] {
        let out = scratch.appendingPathComponent("export").path
        let variants = ["--appearance", "light,dark", "--orientation", "portrait,landscape"]
        var times: [Int: [Double]] = [1: [], 2: []], cpu: [Int: [Double]] = [1: [], 2: []], peaks: [Int: Double] = [1: 0, 2: 0]
        var snapshots = 0
        for _ in 0..<processRuns {
            for jobs in [1, 2] {
                try? FileManager.default.removeItem(atPath: out)
                // The peak covers the worker processes too (see ChildProcess).
                let outcome = try ChildProcess.check([catalog, "export", "--out", out, "--jobs", "\(jobs)"] + variants)
                times[jobs]!.append(outcome.milliseconds)
                cpu[jobs]!.append((outcome.cpuSeconds ?? .nan) * 1000)
                peaks[jobs] = max(peaks[jobs]!, outcome.peakMB)
                snapshots = Bench.pngCount(in: out)
            }
        }
        let one = Stats.median(times[1]!), two = Stats.median(times[2]!)
        let perSnapshot = one / Double(max(snapshots, 1))
        var rows = [
            Row(scenario: "4", name: "export --jobs 1 (\(snapshots) PNGs)", viewlab: one, floor: nil,
                notes: String(format: "%.1f PNG/s, %.0f ms/PNG, CPU %.0f ms, peak %.0f MB (largest process of the tree)",
                                 Double(snapshots) / one * 1000, perSnapshot, Stats.median(cpu[1]!), peaks[1]!)),
            Row(scenario: "4", name: "export --jobs 2 (\(snapshots) PNGs)", viewlab: two, floor: nil,
                notes: String(format: "%.1f PNG/s, CPU %.0f ms, peak %.0f MB (largest process of the tree)",
                                 Double(snapshots) / two * 1000, Stats.median(cpu[2]!), peaks[2]!)),
            Row(scenario: "4", name: "export speed-up --jobs 2 over --jobs 1", viewlab: one / two, floor: nil, unit: "×", target: "≥1.8×",
                notes: "wall-clock; needs an idle second core (see the machine load in latest.json)"),
        ]
        if let chromium = Bench.peerWarmMedian() {
            rows.append(Row(scenario: "4", name: "export ms per PNG vs warm Chromium screenshot", viewlab: perSnapshot, floor: chromium,
                            target: "≤0.05× (1/20)", notes: "Chromium from Benchmarks/results/peer.json"))
        }
        return rows
    }

    /// How far the two PNGs are apart (that the floor draws the same scene): the share of pixels
    /// whose channels differ by more than 16 of 255.
    static func difference(_ a: String, _ b: String) -> String {
        guard let result = comparison(a, b) else { return "images not comparable" }
        return String(format: "%.2f%% of pixels differ from the floor's by >16/255", result.differingFraction * 100)
    }

    static func comparison(_ a: String, _ b: String) -> ImageComparison.Result? {
        guard let first = try? PNGDecoder().decode(contentsOf: URL(fileURLWithPath: a)).image,
              let second = try? PNGDecoder().decode(contentsOf: URL(fileURLWithPath: b)).image else { return nil }
        return ImageComparison(threshold: 16).compare(first, second)
    }

    /// `--compare A B DIFF`: prints the difference and writes the diff image.
    static func compare(_ a: String, _ b: String, diff: String) -> Int32 {
        guard let result = comparison(a, b) else {
            FileHandle.standardError.write(Data("viewlab-bench: cannot compare \(a) and \(b)\n".utf8))
            return 1
        }
        print(String(format: "%.2f%% of pixels differ by >16/255 (max %d)", result.differingFraction * 100, result.maxChannelDifference))
        if let image = result.diffImage { try? PNGEncoder().write(image, to: URL(fileURLWithPath: diff)) }
        return 0
    }

    /// PNG files under `directory`, recursively.
    static func pngCount(in directory: String) -> Int {
        ((FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".png") }.count
    }

    /// The warm Chromium screenshot median (ms) recorded by Scripts/bench-peer.sh, if any.
    static func peerWarmMedian() -> Double? {
        let url = URL(fileURLWithPath: "Benchmarks/results/peer.json")
        guard let data = try? Data(contentsOf: url), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["warm_median_ms"] as? Double
    }
}
