import Foundation
@_spi(ViewLab) import QuartzCore
import UIKit

// MARK: - Debug overlays: :debug

extension ShellCommand {
    static let debug = ShellCommand(
        name: "debug", synopsis: "offscreen|blended|frames|hits|layout|off",
        summary: "overlay debug drawing on what is shown and exported",
        detail: """
            Toggles an overlay (several can be on); `off` removes them all; no argument prints those on.
              offscreen  layers that needed an off-screen pass, tinted yellow (as Instruments' Color Offscreen-Rendered)
              blended    layers drawn blended tinted red, opaque ones green (Color Blended Layers)
              frames     every view's frame outlined with its class (or variable) name
              hits       views tinted by hit-testing: green takes touches, red isUserInteractionEnabled = false,
                         orange passes touches through (alpha < 0.01 or inside a view that takes none), grey dashed hidden
              layout     Auto Layout constraints as lines (blue required, orange dashed optional), ambiguous views in red
            Overlays are drawn over the rendered picture; the view tree is not changed.
            """,
        example: ":debug frames", arguments: .choices(DebugOverlay.allCases.map(\.rawValue) + ["off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "debug")
        if let word = args.first {
            if word == "off" {
                shell.commandState.overlays = []
            } else if let overlay = DebugOverlay(rawValue: word) {
                if shell.commandState.overlays.contains(overlay) {
                    shell.commandState.overlays.remove(overlay)
                } else {
                    shell.commandState.overlays.insert(overlay)
                }
            } else {
                throw ShellError(
                    "unknown overlay '\(word)'", hint: "overlays: offscreen, blended, frames, hits, layout, off")
            }
        }
        let on = DebugOverlay.allCases.filter { shell.commandState.overlays.contains($0) }
        shell.console.print("debug: " + (on.isEmpty ? "off" : on.map(\.rawValue).joined(separator: ", ")))
    }
}

extension Shell {
    /// The compositor's own colouring for the overlays that need it.
    var compositorDebugOptions: CompositorDebugOptions {
        var options: CompositorDebugOptions = []
        if commandState.overlays.contains(.offscreen) { options.insert(.colorOffscreenRendered) }
        if commandState.overlays.contains(.blended) { options.insert(.colorBlendedLayers) }
        return options
    }

    /// Draws the `frames`, `hits` and `layout` overlays over `image` (a render of `view` at
    /// `scale`); returns `image` itself when none is on.
    func drawingOverlays(on image: CGImage, of view: UIView, scale: CGFloat) -> CGImage {
        let overlays = commandState.overlays.intersection([.frames, .hits, .layout])
        guard !overlays.isEmpty, scale > 0 else { return image }
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let picture = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: CGRect(origin: .zero, size: size))
            let cg = context.cgContext
            if overlays.contains(.hits) { drawHitOverlay(view, in: cg, root: view, blocked: false) }
            if overlays.contains(.frames) { drawFrames(view, in: cg, root: view) }
            if overlays.contains(.layout) { UIView.drawConstraintOverlay(for: view, in: cg) }
        }
        return picture.cgImage ?? image
    }

    // MARK: - frames

    private func drawFrames(_ view: UIView, in context: CGContext, root: UIView) {
        guard !view.isHidden else { return }
        let rect = view.convert(view.bounds, to: root)
        context.saveGState()
        context.setStrokeColor(CGColor(red: 1, green: 0.18, blue: 0.57, alpha: 1))
        context.setLineWidth(1)
        context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        context.restoreGState()
        let name = label(of: view) as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor(red: 1, green: 0.18, blue: 0.57, alpha: 1),
        ]
        if rect.width >= 12, rect.height >= 10 {
            name.draw(at: CGPoint(x: rect.minX + 2, y: rect.minY + 1), withAttributes: attributes)
        }
        for child in view.subviews { drawFrames(child, in: context, root: root) }
    }

    // MARK: - hits

    /// Tints `view` by what a touch on it does; `blocked` when an ancestor takes no touches.
    private func drawHitOverlay(_ view: UIView, in context: CGContext, root: UIView, blocked: Bool) {
        let rect = view.convert(view.bounds, to: root)
        context.saveGState()
        defer { context.restoreGState() }
        if view.isHidden {
            context.setStrokeColor(CGColor(gray: 0.5, alpha: 1))
            context.setLineDash(phase: 0, lengths: [3, 3])
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            return
        }
        let passesThrough = blocked || view.alpha < 0.01
        let colour: CGColor
        if !view.isUserInteractionEnabled && !blocked {
            colour = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 0.35)
        } else if passesThrough {
            colour = CGColor(red: 1, green: 0.58, blue: 0, alpha: 0.35)
        } else {
            colour = CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.25)
        }
        context.setFillColor(colour)
        context.fill(rect)
        let childBlocked = passesThrough || !view.isUserInteractionEnabled
        for child in view.subviews { drawHitOverlay(child, in: context, root: root, blocked: childBlocked) }
    }
}
