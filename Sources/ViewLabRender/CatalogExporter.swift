import Foundation
import Previews
import UIKit

/// Renders every selected preview in every variant and writes one PNG each, plus `manifest.json`
/// and `index.html`. A preview that fails (throws, traps, loops) is reported and the rest of the
/// export still completes.
public struct CatalogExporter {
    public var options: ExportOptions
    /// The `viewlab` executable used for worker processes (`options.jobs` > 0).
    public var workerExecutable: URL?

    public init(options: ExportOptions, workerExecutable: URL? = nil) {
        self.options = options
        self.workerExecutable = workerExecutable
    }

    /// What an export did.
    public struct Summary {
        public var written: [ExportManifest.Entry] = []
        public var failures: [ExportManifest.Failure] = []
        public var removed: [String] = []
        public var seconds: Double = 0
    }

    /// Renders and writes everything; `progress(done, total)` is called after each file.
    public func run(previews: [PreviewDescriptor] = PreviewRegistry.all, progress: @escaping (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        let fm = FileManager.default
        if !options.auditOnly { try fm.createDirectory(at: options.outputDirectory, withIntermediateDirectories: true) }
        let jobs = options.jobs(from: previews)
        var done = 0
        let lock = NSLock()
        let report: (ExportOutcome) -> Void = { _ in
            lock.lock()
            done += 1
            let count = done
            lock.unlock()
            progress(count, jobs.count)
        }
        let outcomes: [ExportOutcome]
        if let workerExecutable, options.jobs > 0 {
            outcomes = ExportWorkerPool(executable: workerExecutable, options: options, jobs: jobs, onOutcome: report).run()
        } else {
            let renderer = ExportRenderer(options: options)
            outcomes = jobs.map { job in
                let outcome = renderer.perform(job)
                report(outcome)
                return outcome
            }
        }
        var manifest = ExportManifest()
        for outcome in outcomes {
            switch outcome {
            case .written(let entry): manifest.entries.append(entry)
            case .failed(let failure): manifest.failures.append(failure)
            }
        }
        manifest.sort()
        var summary = Summary(written: manifest.entries, failures: manifest.failures)
        guard !options.auditOnly else {
            summary.seconds = Date().timeIntervalSince(start)
            return summary
        }
        if options.clean {
            summary.removed = try ExportCleaner.removeStale(in: options.outputDirectory, keeping: Set(manifest.entries.map(\.path)), onlyMatching: options.filters)
        }
        try manifest.encoded().write(to: options.outputDirectory.appendingPathComponent("manifest.json"), options: .atomic)
        try Data(ExportGallery.html(for: manifest).utf8).write(to: options.outputDirectory.appendingPathComponent("index.html"), options: .atomic)
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }
}
