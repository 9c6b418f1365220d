import Foundation
import ImageIO
import Previews
import UIKit

/// Renders export jobs in this process and writes their PNGs (the work a worker process does), on
/// the main actor, where previews are built and rendered (`PreviewRenderer`).
@MainActor
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
            return .failed(
                .init(id: preview.id, variant: job.variant.slug, location: preview.location, error: "\(error)"))
        }
    }

    func export(_ preview: PreviewDescriptor, variant: PreviewVariant) throws -> ExportManifest.Entry {
        let relative = ExportNaming.relativePath(for: preview.id, variant: variant)
        var entry = ExportManifest.Entry(
            id: preview.id, variant: variant.slug, appearance: variant.appearance == .dark ? "dark" : "light",
            orientation: variant.orientation.rawValue, file: preview.file, line: preview.line, path: relative,
            // the exporter fills in the key (`ExportKeys`)
            width: 0, height: 0, scale: 0, pixelHash: "", bytes: 0, key: "")
        if options.audit || options.auditOnly {
            entry.audit = try PreviewAuditor.audit(preview, variant: variant, device: options.device)
        }
        guard !options.auditOnly else { return entry }
        let scale =
            try options.scale
            ?? PreviewRenderer.effectiveDevice(of: preview, variant: variant, default: options.device).scale
        let url = options.outputDirectory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `--jobs N` keeps N cores busy: a worker encodes on its own thread (the bytes are the same);
        // only an in-process export (`--jobs 0`) lets the encoder use every core.
        var encoder = PNGEncoder()
        encoder.usesAllCores = options.jobs == 0
        let description = "\(preview.id) (\(variant.slug))"
        if let timeline = preview.timeline {
            // `.viewlabTimeline`: an APNG at the same path; its default image is frame 0.
            var hash = PixelHash.Running()
            let recording = try PreviewRenderer.record(
                preview, variant: variant, timeline: timeline, device: options.device, scale: scale,
                time: options.time, encoder: encoder, alsoGIF: options.gif,
                text: [("Software", "ViewLab"), ("Description", description)]
            ) { _, frame in hash.add(frame) }
            do { try recording.data.write(to: url, options: .atomic) } catch {
                throw PNGError(source: url.path, reason: "cannot write the file (\(error.localizedDescription))")
            }
            entry.bytes = recording.data.count
            (entry.width, entry.height) = (recording.width, recording.height)
            entry.pixelHash = hash.hex
            entry.frames = recording.frames.count
            entry.framesPerSecond = timeline.framesPerSecond
            if let gif = recording.gif {
                // The same frames, encoded as a GIF alongside, written next to the APNG.
                let relativeGIF = ExportNaming.gifPath(for: relative)
                do {
                    try gif.write(to: options.outputDirectory.appendingPathComponent(relativeGIF), options: .atomic)
                } catch {
                    throw PNGError(source: relativeGIF, reason: "cannot write the file (\(error.localizedDescription))")
                }
                entry.gif = relativeGIF
            }
        } else {
            let image = try PreviewRenderer.render(
                preview, variant: variant, device: options.device, scale: scale, time: options.time)
            entry.bytes = try PNGFile.write(image, to: url, scale: scale, description: description, encoder: encoder)
            (entry.width, entry.height) = (image.width, image.height)
            entry.pixelHash = PixelHash.of(image)
            try writeOverlay(of: &entry, over: image, scale: scale, description: description, encoder: encoder)
        }
        if preview.timeline != nil, entry.audit?.findings.isEmpty == false {
            // An animated preview's overlay is drawn over its still image at `--time` (default 0:
            // the presentation then), the APNG's frame 0.
            let still = try PreviewRenderer.render(
                preview, variant: variant, device: options.device, scale: scale, time: options.time ?? 0)
            try writeOverlay(of: &entry, over: still, scale: scale, description: description, encoder: encoder)
        }
        entry.scale = Double(scale)
        return entry
    }

    /// `export --audit`: writes `<name>.audit.png` (`AuditOverlay`) next to the image when the
    /// audit has findings, and names it in the entry; a variant without findings gets none.
    private func writeOverlay(
        of entry: inout ExportManifest.Entry, over image: CGImage, scale: CGFloat, description: String,
        encoder: PNGEncoder
    ) throws {
        guard let report = entry.audit, !report.findings.isEmpty else { return }
        let area =
            report.area
            ?? CGRect(x: 0, y: 0, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let overlay = try AuditOverlay.render(image, scale: scale, area: area, report: report)
        let relative = ExportNaming.overlayPath(for: entry.path)
        _ = try PNGFile.write(
            overlay, to: options.outputDirectory.appendingPathComponent(relative), scale: scale,
            description: "accessibility audit of \(description)", encoder: encoder)
        entry.auditOverlay = relative
    }
}
