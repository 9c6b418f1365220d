@_spi(ViewLab) import UIKit
import Foundation
import Previews
import ViewLabRender
import ViewLabSupport

/// `viewlab render ID [--package PATH] [variant flags] -o FILE.png`: one preview, one variant,
/// one PNG, rendered in this process (with `--package`, the package's preview body runs here).
enum RenderCommand {
    static let info = CLICommandInfo(
        name: "render",
        synopsis:
            "ID [--package PATH] -o FILE.png [--appearance light|dark] [--orientation …] [--device NAME] [--textsize L] [--direction ltr|rtl] [--scale N]",
        summary: "one preview, one variant, one PNG",
        detail:
            "Renders one preview in this process (with `--package`, the package's preview body runs here), so what the preview prints on stderr is shown. The variant flags take one value each."
    )

    @MainActor
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try CommandArguments(
            arguments,
            spec: .readingPreviews(valued: VariantFlags.valued.union(["--out"]), flags: [], aliases: ["-o": "--out"]))
        guard let id = args.positionals.first, args.positionals.count == 1 else {
            throw CLIError.usage("render takes one preview id (see `viewlab list`)")
        }
        guard let output = args.value("--out") else { throw CLIError.usage("render needs -o FILE.png") }
        let source = try PreviewSource(args)
        guard let preview = source.preview(id: id) else {
            let hint = Suggestion.closest(to: id, in: source.previews.map(\.id)).map { " (did you mean \($0)?)" } ?? ""
            throw CLIError.failed("no preview '\(id)'\(hint)")
        }
        let variant = PreviewVariant(
            appearance: try VariantFlags.appearances(args, default: [.light])[0],
            orientation: try VariantFlags.orientations(args, default: [.portrait])[0],
            contentSizeCategory: try VariantFlags.contentSizeCategories(args)[0],
            layoutDirection: try VariantFlags.layoutDirections(args)[0],
            contrast: try VariantFlags.contrasts(args)[0])
        let device = try VariantFlags.devices(args)[0]
        let scale = try VariantFlags.scale(args) ?? device.scale
        do {
            let image = try PreviewRenderer.render(preview, variant: variant, device: device, scale: scale)
            try PNGFile.write(
                image, to: URL(fileURLWithPath: output), scale: scale, description: "\(preview.id) (\(variant.slug))")
        } catch {
            throw CLIError.failed("\(preview.id) (\(preview.location)): \(error)")
        }
        return 0
    }
}
