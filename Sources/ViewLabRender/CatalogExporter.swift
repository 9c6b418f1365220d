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
    /// The code key of each preview loaded from a package, by id (`ExportKeys.sources`).
    public var sourceKeys: [String: String] = [:]

    public init(options: ExportOptions, workerExecutable: URL? = nil) {
        self.options = options
        self.workerExecutable = workerExecutable
    }

    /// What an export did.
    public struct Summary {
        /// The images rendered and written by this export.
        public var written: [ExportManifest.Entry] = []
        /// The images an incremental export kept, their key and file unchanged.
        public var unchanged: [ExportManifest.Entry] = []
        public var failures: [ExportManifest.Failure] = []
        public var removed: [String] = []
        /// Said once on stderr (an unreadable manifest an incremental export could not use).
        public var warnings: [String] = []
        public var seconds: Double = 0
    }

    /// Renders and writes everything (with `options.incremental`, only what changed: see
    /// `ExportKeys`); `progress(done, total)` is called after each file rendered, one call at a time.
    /// On the main actor: an in-process export (`jobs` 0) renders here; with worker processes, the
    /// pool's threads hand their outcomes (`Sendable` values) back to this thread.
    @MainActor public func run(
        previews: [PreviewDescriptor] = PreviewRegistry.all, progress: @escaping (Int, Int) -> Void = { _, _ in }
    ) throws -> Summary {
        let start = Date()
        let fm = FileManager.default
        if !options.auditOnly { try fm.createDirectory(at: options.outputDirectory, withIntermediateDirectories: true) }
        let allJobs = options.jobs(from: previews)
        var keys = ExportKeys(sources: sourceKeys)
        let byID = Dictionary(previews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var keyByPath: [String: String] = [:]
        for job in allJobs {
            keyByPath[ExportNaming.relativePath(for: job.previewID, variant: job.variant)] = keys.key(
                for: job, preview: byID[job.previewID], options: options)
        }
        var summary = Summary()
        var jobs = allJobs
        if options.incremental && !options.auditOnly {
            let reusable = Self.reusable(
                in: options.outputDirectory, keys: keyByPath, audit: options.audit, gif: options.gif)
            summary.warnings += reusable.warning.map { [$0] } ?? []
            summary.unchanged = Array(reusable.entries.values)
            jobs = allJobs.filter {
                reusable.entries[ExportNaming.relativePath(for: $0.previewID, variant: $0.variant)] == nil
            }
        }
        // Outcomes are kept once, as they arrive (the pool keeps none): at 5,000 images a copy of
        // the entries is about 2 MB.
        var done = 0
        var failures: [ExportManifest.Failure] = []
        // Outcomes arrive on this thread one at a time (the pool hands them over from its worker
        // threads), so the counts arrive in order and the last one (done == total) is the last call.
        let report: (ExportOutcome) -> Void = { outcome in
            done += 1
            switch outcome {
            case .written(var entry):
                entry.key = keyByPath[entry.path] ?? ""
                summary.written.append(entry)
            case .failed(let failure): failures.append(failure)
            }
            progress(done, jobs.count)
        }
        if let workerExecutable, options.jobs > 0, !jobs.isEmpty {
            ExportWorkerPool(executable: workerExecutable, options: options, jobs: jobs).run(onOutcome: report)
        } else if !jobs.isEmpty {
            let renderer = ExportRenderer(options: options)
            for job in jobs { report(renderer.perform(job)) }
        }
        var manifest = ExportManifest()
        manifest.viewlab = keys.viewlab
        manifest.environment = keys.environment
        manifest.variants = options.variants.map(\.slug)
        summary.written.sort(by: ExportManifest.inOrder)
        // Without kept entries the manifest shares the written array's storage (no copy).
        manifest.entries =
            summary.unchanged.isEmpty
            ? summary.written : (summary.written + summary.unchanged).sorted(by: ExportManifest.inOrder)
        manifest.failures = failures.sorted(by: ExportManifest.inOrder)
        summary.failures = manifest.failures
        guard !options.auditOnly else {
            summary.seconds = Date().timeIntervalSince(start)
            return summary
        }
        if options.clean {
            summary.removed = try ExportCleaner.removeStale(
                in: options.outputDirectory,
                keeping: Set(manifest.entries.flatMap { [$0.path] + [$0.auditOverlay, $0.gif].compactMap { $0 } }),
                onlyMatching: options.filters)
        }
        try manifest.write(to: options.outputDirectory)
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }
}
