import Foundation
import Previews
import UIKit

/// Renders export jobs in this process and writes their PNGs (the work a worker process does).
public struct ExportRenderer {
    public var options: ExportOptions

    public init(options: ExportOptions) {
        self.options = options
    }

    /// Renders and writes one job; errors become a failure outcome naming the preview's source.
    public func perform(_ job: ExportJob) -> ExportOutcome {
        guard let preview = PreviewRegistry.preview(id: job.previewID) else {
            return .failed(.init(id: job.previewID, variant: job.variant.slug, location: "?", error: "no such preview"))
        }
        do {
            return .written(try export(preview, variant: job.variant))
        } catch {
            return .failed(.init(id: preview.id, variant: job.variant.slug, location: "\(preview.fileID):\(preview.line)", error: "\(error)"))
        }
    }

    func export(_ preview: PreviewDescriptor, variant: PreviewVariant) throws -> ExportManifest.Entry {
        let relative = ExportNaming.relativePath(for: preview.id, variant: variant)
        var entry = ExportManifest.Entry(
            id: preview.id, variant: variant.slug, appearance: variant.appearance == .dark ? "dark" : "light",
            orientation: variant.orientation.rawValue, file: preview.fileID, line: preview.line, path: relative,
            width: 0, height: 0, scale: 0, pixelHash: "", bytes: 0, key: "") // the exporter fills in the key (`ExportKeys`)
        if options.audit || options.auditOnly {
            entry.audit = try PreviewAuditor.audit(preview, variant: variant, device: options.device)
        }
        guard !options.auditOnly else { return entry }
        let scale = try options.scale ?? PreviewRenderer.effectiveDevice(of: preview, variant: variant, default: options.device).scale
        let image = try PreviewRenderer.render(preview, variant: variant, device: options.device, scale: scale, time: options.time)
        let url = options.outputDirectory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `--jobs N` keeps N cores busy: a worker encodes on its own thread (the bytes are the same);
        // only an in-process export (`--jobs 0`) lets the encoder use every core.
        var encoder = PNGEncoder()
        encoder.usesAllCores = options.jobs == 0
        entry.bytes = try PNGFile.write(image, to: url, scale: scale, description: "\(preview.id) (\(variant.slug))", encoder: encoder)
        entry.width = image.width
        entry.height = image.height
        entry.scale = Double(scale)
        entry.pixelHash = PixelHash.of(image)
        return entry
    }
}
