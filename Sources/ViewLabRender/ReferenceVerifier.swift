import Foundation
import ImageIO
import Previews

/// `viewlab verify`: renders the catalog again and compares each image with a reference folder
/// (an earlier export). Reports mismatches (with actual/reference/diff images and an HTML report),
/// references that are missing, and references no preview produces any more (orphans). `record`
/// updates the references instead.
public struct ReferenceVerifier {
    public var options: ExportOptions
    public var referenceDirectory: URL
    public var reportDirectory: URL
    public var comparison = ImageComparison()
    /// Largest perceptual score (mean over the image, 0…1) still accepted.
    public var tolerance = 0.0
    public var record = false
    /// `--incremental`: render and compare only what changed since the last verification into the
    /// same report folder (see `ReferenceVerifier+Incremental.swift`).
    public var incremental = false
    public var workerExecutable: URL?
    /// Each preview's code key for `incremental` (`CatalogExporter.sourceKeys`).
    public var sourceKeys: [String: String] = [:]

    public init(options: ExportOptions, referenceDirectory: URL, reportDirectory: URL) {
        self.options = options
        self.referenceDirectory = referenceDirectory
        self.reportDirectory = reportDirectory
    }

    /// The outcome for one image.
    public enum Finding: Equatable {
        case matched(path: String)
        /// Matched at an earlier `--incremental` verification, and neither the image's key nor
        /// its reference has changed since: not rendered or compared again.
        case unchanged(path: String)
        case mismatched(path: String, detail: String)
        case missingReference(path: String)
        case orphanedReference(path: String)
        case renderFailed(id: String, variant: String, error: String)
        case recorded(path: String)
        case removedOrphan(path: String)

        public var isFailure: Bool {
            switch self {
            case .matched, .unchanged, .recorded, .removedOrphan: return false
            default: return true
            }
        }
    }

    /// Renders the selection (`CatalogExporter.run`, on the main actor) and compares each image
    /// with its reference.
    @MainActor public func run(
        previews: [PreviewDescriptor] = PreviewRegistry.all, progress: @escaping (Int, Int) -> Void = { _, _ in }
    ) throws -> [Finding] {
        let fm = FileManager.default
        let scratch =
            incremental
            ? incrementalDirectory : fm.temporaryDirectory.appendingPathComponent("viewlab-verify-\(UUID().uuidString)")
        defer { if !incremental { try? fm.removeItem(at: scratch) } }
        var exportOptions = options
        exportOptions.outputDirectory = scratch
        exportOptions.clean = incremental  // the kept folder holds only what this selection renders
        exportOptions.incremental = incremental
        let previous =
            incremental ? previousRecord() : VerifiedRecord(threshold: comparison.threshold, tolerance: tolerance)
        var exporter = CatalogExporter(options: exportOptions, workerExecutable: workerExecutable)
        exporter.sourceKeys = sourceKeys
        let summary = try exporter.run(previews: previews, progress: progress)
        var findings = summary.failures.map {
            Finding.renderFailed(id: $0.id, variant: $0.variant, error: "\($0.location): \($0.error)")
        }
        for entry in summary.unchanged where stillMatches(entry, in: previous) && !record {
            findings.append(.unchanged(path: entry.path))
        }
        let described = record ? [:] : describedReferences()
        let compared = summary.written + summary.unchanged.filter { record || !stillMatches($0, in: previous) }
        for entry in compared.sorted(by: { $0.path < $1.path }) {
            var finding = try check(entry.path, actual: scratch.appendingPathComponent(entry.path))
            // An animation (`.viewlabTimeline`): frame 0 was compared above; the other frames through
            // the pixel hash of every frame, where the reference folder's manifest describes the file.
            if case .matched = finding, let frames = entry.frames, let reference = described[entry.path],
                reference.pixelHash != entry.pixelHash
            {
                try saveEvidence(
                    entry.path, actual: scratch.appendingPathComponent(entry.path),
                    reference: referenceDirectory.appendingPathComponent(entry.path), diff: nil)
                finding = .mismatched(
                    path: entry.path,
                    detail:
                        "frame 0 matches, but the \(frames) frames differ from the reference's \(reference.frames ?? 1) (pixel hash of all frames \(entry.pixelHash), reference \(reference.pixelHash))"
                )
            }
            findings.append(finding)
        }
        let produced = Set(
            (summary.written + summary.unchanged).map(\.path)
                + summary.failures.map { ExportNaming.relativePath(for: $0.id, variant: variantOf($0)) })
        for orphan in try referencePaths().subtracting(produced).sorted() {
            if record {
                try fm.removeItem(at: referenceDirectory.appendingPathComponent(orphan))
                findings.append(.removedOrphan(path: orphan))
            } else {
                findings.append(.orphanedReference(path: orphan))
            }
        }
        if incremental {
            let keys = Dictionary(
                (summary.written + summary.unchanged).map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first }
            )
            try saveRecord(previous, findings: findings, keys: keys)
        }
        try VerifyReport.write(findings, to: reportDirectory)
        return findings
    }

    /// Compares one freshly rendered file with its reference (or records it).
    /// The reference folder's manifest entries that describe its files as they are (an entry whose
    /// file has another size was replaced since, e.g. by `verify --record`), by path; empty when the
    /// folder has no readable manifest.
    private func describedReferences() -> [String: ExportManifest.Entry] {
        guard let data = try? Data(contentsOf: referenceDirectory.appendingPathComponent("manifest.json")),
            let manifest = try? JSONDecoder().decode(ExportManifest.self, from: data)
        else { return [:] }
        var described: [String: ExportManifest.Entry] = [:]
        for entry in manifest.entries {
            let size =
                (try? FileManager.default.attributesOfItem(
                    atPath: referenceDirectory.appendingPathComponent(entry.path).path)[.size]) as? Int
            if size == entry.bytes { described[entry.path] = entry }
        }
        return described
    }

    private func check(_ path: String, actual url: URL) throws -> Finding {
        let fm = FileManager.default
        let reference = referenceDirectory.appendingPathComponent(path)
        if record {
            try fm.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: url).write(to: reference, options: .atomic)
            return .recorded(path: path)
        }
        guard fm.fileExists(atPath: reference.path) else { return .missingReference(path: path) }
        let actual = try PNGDecoder().decode(contentsOf: url).image
        let expected = try PNGDecoder().decode(contentsOf: reference).image
        guard let result = comparison.compare(actual, expected) else {
            try saveEvidence(path, actual: url, reference: reference, diff: nil)
            return .mismatched(
                path: path,
                detail: "size \(actual.width)×\(actual.height) px, reference \(expected.width)×\(expected.height) px")
        }
        if result.matches(tolerance: tolerance) { return .matched(path: path) }
        try saveEvidence(path, actual: url, reference: reference, diff: result.diffImage)
        return .mismatched(
            path: path,
            detail: String(
                format: "%d pixels differ (max channel difference %d, perceptual score %.6f > tolerance %.6f)",
                result.differingPixels, result.maxChannelDifference, result.perceptualScore, tolerance))
    }

    /// Copies actual and reference next to a diff image in the report folder.
    private func saveEvidence(_ path: String, actual: URL, reference: URL, diff: CGImage?) throws {
        let base = reportDirectory.appendingPathComponent(String(path.dropLast(4)))
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: actual).write(to: URL(fileURLWithPath: base.path + ".actual.png"), options: .atomic)
        try Data(contentsOf: reference).write(to: URL(fileURLWithPath: base.path + ".reference.png"), options: .atomic)
        if let diff {
            try PNGFile.write(
                diff, to: URL(fileURLWithPath: base.path + ".diff.png"), scale: 1, description: "diff of \(path)")
        }
    }

    /// Reference PNGs that belong to this verification (export-named, matching the filters).
    private func referencePaths() throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: referenceDirectory.path) else { return [] }
        var paths = Set<String>()
        for case let path as String in enumerator where ExportNaming.isExportFile(path) {
            if options.filters.isEmpty || options.filters.contains(where: { path.localizedCaseInsensitiveContains($0) })
            {
                if options.variants.contains(where: { path.hasSuffix(".\($0.slug).png") }) { paths.insert(path) }
            }
        }
        return paths
    }

    private func variantOf(_ failure: ExportManifest.Failure) -> PreviewVariant {
        options.variants.first { $0.slug == failure.variant } ?? PreviewVariant()
    }
}
