import Foundation

/// Scenario 12: a line the shell hands to the compiler (a `for` statement: block statements are
/// compiled, see README *Any Swift at the prompt*) against a bare `swiftc -emit-library` of the
/// same statement in a one-function file, interleaved round by round. The shell's figure is what
/// `:trace on` prints for each compiled line (swiftc, the source bridge and loading the library),
/// read from a script run by the catalog twin (`viewlab-bench-catalog run`, a `viewlab` with the
/// same compile path); every line is new (its constant differs), so no compile is reused.
extension Bench {
    func compiledLines() throws -> [Row] {
        let linesPerRound = 4
        var shell: [Double] = [], bare: [Double] = [], bridgeAndLoad: [Double] = []
        let swiftc = try Bench.swiftc()
        for round in 0..<rounds {
            let lines = (0..<linesPerRound).map { "for i in 0..<1 { tag = i + \(round * 100 + $0) }" }
            let script = scratchFile("lines-\(round).viewlab", text: ([":trace on", "var tag = 0"] + lines + ["print(tag)"]).joined(separator: "\n") + "\n")
            let run = try ChildProcess.run([catalog, "run", script.path])
            guard run.status == 0 else { throw ChildProcess.Failure(description: "the compiled lines failed: \(run.stdout)") }
            let traced = Bench.tracedCompiles(run.stdout)
            guard traced.count == linesPerRound else {
                throw ChildProcess.Failure(description: "expected \(linesPerRound) compiled lines, :trace showed \(traced.count):\n\(run.stdout)")
            }
            shell += traced.map { $0.total * 1000 }
            bridgeAndLoad += traced.map { ($0.total - $0.swiftc) * 1000 }
            for (k, line) in lines.enumerated() {
                let source = scratchFile("Bare\(round)_\(k).swift", text: "public func line(_ tag: inout Int) { \(line) }\n")
                let library = scratch.appendingPathComponent("libBare\(round)_\(k).so").path
                let outcome = try ChildProcess.run([swiftc, "-emit-library", "-module-name", "Bare\(round)_\(k)", "-o", library, source.path])
                guard outcome.status == 0 else { throw ChildProcess.Failure(description: "bare swiftc failed on \(source.path)") }
                bare.append(outcome.milliseconds)
            }
        }
        return [
            Row(scenario: "12", name: "compiled line at the prompt (`for` statement), median of \(shell.count)", viewlab: Stats.median(shell),
                floor: Stats.median(bare), target: "<300 ms",
                notes: "floor: bare `swiftc -emit-library` of the same statement; bridge and loading \(Report.format(Stats.median(bridgeAndLoad))) ms; p95 \(Report.format(Stats.percentile(shell, 95))) ms"),
        ]
    }

    /// Writes `text` into the scratch folder.
    private func scratchFile(_ file: String, text: String) -> URL {
        let url = scratch.appendingPathComponent(file)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
        return url
    }

    /// `(total, swiftc)` seconds of each `⟶ compiled with swiftc in T s (… swiftc S s, …)` line.
    static func tracedCompiles(_ output: String) -> [(total: Double, swiftc: Double)] {
        output.split(separator: "\n").compactMap { line in
            guard line.contains("compiled with swiftc in ") else { return nil }
            let numbers = line.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
            return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
        }
    }

    /// The toolchain's `swiftc`, next to the `swift` on PATH.
    static func swiftc() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let swiftc = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc").path
            if FileManager.default.isExecutableFile(atPath: swiftc) { return swiftc }
        }
        throw ChildProcess.Failure(description: "no swiftc next to the swift on PATH")
    }
}
