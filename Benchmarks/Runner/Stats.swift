import Foundation

/// Timing helpers: a monotonic clock and order statistics.
enum Stats {
    /// Milliseconds on the monotonic clock.
    static func nowMs() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    /// Runs `body` and returns how long it took in milliseconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = nowMs()
        try body()
        return nowMs() - start
    }

    static func median(_ samples: [Double]) -> Double { percentile(samples, 50) }

    /// The `p`-th percentile (nearest rank on the sorted samples, interpolated between neighbours).
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let rank = Double(sorted.count - 1) * p / 100
        let low = Int(rank.rounded(.down)), high = Int(rank.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
    }

    /// This process's peak resident set (`VmHWM`), in MB.
    static func peakMemoryMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? .nan
            return kb / 1024
        }
        return .nan
    }
}
