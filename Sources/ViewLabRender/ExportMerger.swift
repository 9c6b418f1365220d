import Foundation

/// `viewlab merge DIR… --out DIR`: puts the outputs of the shards of one export
/// (`export --shard I/N`, one per CI machine) together into one folder with one `manifest.json`
/// and one `index.html` — the same files a single export of everything writes.
///
/// Inputs must be parts of the same export: made by the same ViewLab build (`viewlab`) with the
/// same fonts and image resources (`environment`), with the same variant set (`variants`), and an image exported by two of them must have the same key
/// (same inputs). Anything else is refused with one line naming the manifest and the problem,
/// before anything is written. Each PNG is copied atomically (temporary file + rename), then the
/// manifest and the gallery, so a reader never sees a manifest listing a file not yet there.
public enum ExportMerger {
    /// Why inputs cannot be merged.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// Merges the export folders `inputs` into `output` (which may be one of them) and returns the
    /// merged manifest.
    @discardableResult
    public static func merge(_ inputs: [URL], into output: URL) throws -> ExportManifest {
        guard let firstFolder = inputs.first else {
            throw Refusal(description: "merge needs at least one export folder")
        }
        let first = try ExportManifest.read(from: firstFolder)
        var merged = ExportManifest()
        merged.viewlab = first.viewlab
        merged.environment = first.environment
        merged.variants = first.variants
        /// Each image and the folder it comes from, by path.
        var sources: [String: (entry: ExportManifest.Entry, folder: URL)] = [:]
        var failures: [String: ExportManifest.Failure] = [:]
        for folder in inputs {
            let manifest = folder == firstFolder ? first : try ExportManifest.read(from: folder)
            let name = manifestPath(folder), firstName = manifestPath(firstFolder)
            guard manifest.viewlab == first.viewlab else {
                throw Refusal(
                    description:
                        "\(name): exported by another ViewLab (\(manifest.viewlab)) than \(firstName) (\(first.viewlab)); export every shard with the same build"
                )
            }
            guard manifest.environment == first.environment else {
                throw Refusal(
                    description:
                        "\(name): exported with other fonts or image resources (\(manifest.environment)) than \(firstName) (\(first.environment))"
                )
            }
            guard manifest.variants == first.variants else {
                throw Refusal(
                    description:
                        "\(name): another variant set (\(manifest.variants.joined(separator: ", "))) than \(firstName) (\(first.variants.joined(separator: ", ")))"
                )
            }
            for entry in manifest.entries {
                if let known = sources[entry.path] {
                    guard known.entry.key == entry.key else {
                        throw Refusal(
                            description:
                                "\(name): \(entry.path) has another key than in \(manifestPath(known.folder)) (exported from different code, theme or fonts)"
                        )
                    }
                    continue
                }
                let file = folder.appendingPathComponent(entry.path).path
                guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int,
                    size == entry.bytes
                else {
                    throw Refusal(description: "\(file): missing, or not the \(entry.bytes) bytes \(name) records")
                }
                sources[entry.path] = (entry, folder)
            }
            for failure in manifest.failures { failures["\(failure.id)\u{0}\(failure.variant)"] = failure }
        }
        merged.entries = sources.values.map(\.entry)
        let exported = Set(merged.entries.map { "\($0.id)\u{0}\($0.variant)" })
        merged.failures = failures.filter { !exported.contains($0.key) }.map(\.value)
        merged.sort()

        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for (path, source) in sources where source.folder.standardizedFileURL != output.standardizedFileURL {
            let destination = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: source.folder.appendingPathComponent(path)).write(to: destination, options: .atomic)
            for extra in [source.entry.auditOverlay, source.entry.gif].compactMap({ $0 }) {
                try Data(contentsOf: source.folder.appendingPathComponent(extra)).write(
                    to: output.appendingPathComponent(extra), options: .atomic)
            }
        }
        try merged.write(to: output)
        return merged
    }

    private static func manifestPath(_ folder: URL) -> String {
        folder.appendingPathComponent("manifest.json").path
    }
}
