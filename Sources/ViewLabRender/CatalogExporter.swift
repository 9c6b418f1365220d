import Foundation
import Previews
import UIKit

/// Renders every selected preview in every variant and writes one PNG each, plus `manifest.json`.
/// A preview that fails to render is reported and the rest of the export still completes.
public struct CatalogExporter {
    public var options: ExportOptions

    public init(options: ExportOptions) {
        self.options = options
    }

    /// What an export did.
    public struct Summary {
        public var written: [ExportManifest.Entry] = []
        public var failures: [ExportManifest.Failure] = []
        public var seconds: Double = 0
    }

    /// Renders and writes everything; `progress` is called after each file.
    public func run(previews: [PreviewDescriptor] = PreviewRegistry.all, progress: (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        let fm = FileManager.default
        try fm.createDirectory(at: options.outputDirectory, withIntermediateDirectories: true)
        var manifest = ExportManifest()
        let jobs = previews.filter(options.includes).flatMap { preview in options.variants.map { (preview, $0) } }
        for (index, (preview, variant)) in jobs.enumerated() {
            do {
                manifest.entries.append(try export(preview, variant: variant))
            } catch {
                manifest.failures.append(ExportManifest.Failure(id: preview.id, variant: variant.slug, location: "\(preview.fileID):\(preview.line)", error: "\(error)"))
            }
            progress(index + 1, jobs.count)
        }
        try manifest.encoded().write(to: options.outputDirectory.appendingPathComponent("manifest.json"), options: .atomic)
        return Summary(written: manifest.entries, failures: manifest.failures, seconds: Date().timeIntervalSince(start))
    }

    /// Renders one preview variant and writes its PNG.
    func export(_ preview: PreviewDescriptor, variant: PreviewVariant) throws -> ExportManifest.Entry {
        let scale = options.scale ?? options.device.scale
        let image = try PreviewRenderer.render(preview, variant: variant, device: options.device, scale: scale)
        let relative = ExportNaming.relativePath(for: preview, variant: variant)
        let url = options.outputDirectory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGFile.write(image, to: url, scale: scale, description: "\(preview.id) (\(variant.slug))")
        return ExportManifest.Entry(
            id: preview.id, variant: variant.slug, appearance: variant.appearance == .dark ? "dark" : "light",
            orientation: variant.orientation.rawValue, file: preview.fileID, line: preview.line, path: relative,
            width: image.width, height: image.height, scale: Double(scale), pixelHash: PixelHash.of(image))
    }
}
