import Foundation

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
                notes: String(format: "peak %.0f MB vs %.0f MB", viewlab.map(\.peakMB).max() ?? .nan, floorRuns.map(\.peakMB).max() ?? .nan)))
        }
        return rows
    }

    /// (4) `viewlab export` of the whole catalog (bundled + benchmark previews, light and dark,
    /// portrait and landscape) with `--jobs 1` and `--jobs 2`.
    func catalogExport(self executable: String) throws -> [Row] {
        let out = scratch.appendingPathComponent("export").path
        let variants = ["--appearance", "light,dark", "--orientation", "portrait,landscape"]
        var times: [Int: [Double]] = [1: [], 2: []], peaks: [Int: Double] = [1: 0, 2: 0]
        var snapshots = 0
        for _ in 0..<processRuns {
            for jobs in [1, 2] {
                try? FileManager.default.removeItem(atPath: out)
                // Through `viewlab-bench --tree-peak` so that the peak covers the worker processes too.
                let outcome = try ChildProcess.check([executable, "--tree-peak", catalog, "export", "--out", out, "--jobs", "\(jobs)"] + variants)
                let fields = outcome.stdout.split(separator: "\n").last?.split(separator: " ") ?? []
                guard fields.count == 2, let ms = Double(fields[0]), let peak = Double(fields[1]) else {
                    throw ChildProcess.Failure(description: "--tree-peak printed \(outcome.stdout)")
                }
                times[jobs]!.append(ms)
                peaks[jobs] = max(peaks[jobs]!, peak)
                snapshots = Bench.pngCount(in: out)
            }
        }
        let one = Stats.median(times[1]!), two = Stats.median(times[2]!)
        let perSnapshot = one / Double(max(snapshots, 1))
        var rows = [
            Row(scenario: "4", name: "export --jobs 1 (\(snapshots) PNGs)", viewlab: one, floor: nil,
                notes: String(format: "%.1f PNG/s, %.0f ms/PNG, peak %.0f MB (largest process)", Double(snapshots) / one * 1000, perSnapshot, peaks[1]!)),
            Row(scenario: "4", name: "export --jobs 2 (\(snapshots) PNGs)", viewlab: two, floor: nil,
                notes: String(format: "%.1f PNG/s, peak %.0f MB (largest process)", Double(snapshots) / two * 1000, peaks[2]!)),
            Row(scenario: "4", name: "export speed-up --jobs 2 over --jobs 1", viewlab: one / two, floor: nil, unit: "×", target: "≥1.8×",
                notes: "on a machine shared with other builds, 2 cores"),
        ]
        if let chromium = Bench.peerWarmMedian() {
            rows.append(Row(scenario: "4", name: "export ms per PNG vs warm Chromium screenshot", viewlab: perSnapshot, floor: chromium,
                            target: "≤0.05× (1/20)", notes: "Chromium from Benchmarks/results/peer.json"))
        }
        return rows
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

/// `viewlab-bench --tree-peak CMD…`: runs CMD, then prints "elapsed-ms peak-MB" where the peak is
/// the largest resident set of CMD and every descendant it reaped (`RUSAGE_CHILDREN`).
enum TreePeak {
    static func run(_ command: [String]) -> Int32 {
        do {
            let outcome = try ChildProcess.run(command)
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            print(String(format: "%.3f %.1f", outcome.milliseconds, Double(usage.ru_maxrss) / 1024))
            return outcome.status
        } catch {
            FileHandle.standardError.write(Data("viewlab-bench: \(error)\n".utf8))
            return 1
        }
    }
}
