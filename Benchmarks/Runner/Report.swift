import Foundation

/// One line of the results table: ViewLab's median against the floor's, measured in the same run.
struct Row: Codable {
    var scenario: String
    var name: String
    /// ViewLab's median (ms), or the figure named by `unit`.
    var viewlab: Double
    /// The floor's median in the same run (nil when there is no floor for the row).
    var floor: Double?
    var unit: String = "ms"
    /// The target, as text (e.g. "≤1.2× floor").
    var target: String = ""
    /// Extra figures (p95, throughput, peak memory…).
    var notes: String = ""

    var ratio: Double? {
        guard let floor, floor > 0, viewlab.isFinite else { return nil }
        return viewlab / floor
    }
}

/// The table and the JSON file.
enum Report {
    static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "—" }
        return value >= 100 ? String(format: "%.0f", value) : value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }

    static func markdown(_ rows: [Row]) -> String {
        var lines = ["| # | measurement | ViewLab | floor | ratio | target | notes |", "|---|---|---:|---:|---:|---|---|"]
        for row in rows {
            let ratio = row.ratio.map { String(format: "%.2f×", $0) } ?? "—"
            lines.append("| \(row.scenario) | \(row.name) | \(format(row.viewlab)) \(row.unit) | \(row.floor.map { "\(format($0)) \(row.unit)" } ?? "—") | \(ratio) | \(row.target) | \(row.notes) |")
        }
        return lines.joined(separator: "\n")
    }

    struct File: Codable {
        var date: String
        var machine: String
        var rows: [Row]
    }

    static func writeJSON(_ rows: [Row], to url: URL) throws {
        let loadavg = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        let file = File(date: ISO8601DateFormatter().string(from: Date()),
                        machine: "\(ProcessInfo.processInfo.activeProcessorCount) CPUs, load \(loadavg)", rows: rows)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(file).write(to: url)
    }
}
