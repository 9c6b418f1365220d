import Foundation

/// The floor program (`viewlab-floor`, Benchmarks/Floor/floor.c), run as a child process.
struct Floor {
    let executable: String

    struct Batch: Decodable {
        var median_ms: Double
        var min_ms: Double
        var png_bytes: Int
    }

    /// `--render n` (render only) or `--encode n` with `level` (nil: libpng's defaults).
    func batch(render n: Int, scale: Int, encodeLevel: Int?? = .none) throws -> Batch {
        var arguments = [executable, "--scale", "\(scale)"]
        switch encodeLevel {
        case .none: arguments += ["--render", "\(n)"]
        case .some(let level): arguments += ["--encode", "\(n)", "--level", level.map(String.init) ?? "default"]
        }
        let outcome = try ChildProcess.check(arguments)
        guard let line = outcome.stdout.split(separator: "\n").last,
              let batch = try? JSONDecoder().decode(Batch.self, from: Data(line.utf8)) else {
            throw ChildProcess.Failure(description: "viewlab-floor printed no result: \(outcome.stdout)")
        }
        return batch
    }

    /// A cold single run writing `output`.
    func once(_ output: String, scale: Int = 3) throws -> ChildProcess.Outcome {
        try ChildProcess.check([executable, "--once", output, "--scale", "\(scale)"])
    }
}
