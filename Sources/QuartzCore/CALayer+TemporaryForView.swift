@_spi(ViewLab) import CoreGraphics
import CCairo

// TEMPORARY (branch `view`): the members of Apple's CALayer that UIView needs and that the minimal
// CALayer on this branch lacks, plus a minimal compositor behind `render(in:)`. Branch `layer`
// provides the real ones; this file is deleted at merge. Stored members live in a side table
// because extensions cannot add stored properties.

/// How a layer's `contents` image is positioned or scaled inside its bounds (Apple's type).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// Side-table storage for the members above.
private final class TemporaryLayerExtras {
    weak var owner: CALayer?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var needsDisplayOnBoundsChange = false
    var cornerRadius: CGFloat = 0
    var masksToBounds = false
    var transform = CGAffineTransform.identity
    var mask: CALayer?
    init(owner: CALayer) { self.owner = owner }
}

nonisolated(unsafe) private var extrasTable: [ObjectIdentifier: TemporaryLayerExtras] = [:]

extension CALayer {
    private var extras: TemporaryLayerExtras {
        let key = ObjectIdentifier(self)
        if let e = extrasTable[key], e.owner === self { return e }
        if extrasTable.count > 4096 { extrasTable = extrasTable.filter { $0.value.owner != nil } }
        let e = TemporaryLayerExtras(owner: self)
        extrasTable[key] = e
        return e
    }

    public var contentsGravity: CALayerContentsGravity {
        get { extras.contentsGravity }
        set { extras.contentsGravity = newValue }
    }
    public var contentsScale: CGFloat {
        get { extras.contentsScale }
        set { extras.contentsScale = newValue }
    }
    public var needsDisplayOnBoundsChange: Bool {
        get { extras.needsDisplayOnBoundsChange }
        set { extras.needsDisplayOnBoundsChange = newValue }
    }
    public var cornerRadius: CGFloat {
        get { extras.cornerRadius }
        set { extras.cornerRadius = newValue }
    }
    public var masksToBounds: Bool {
        get { extras.masksToBounds }
        set { extras.masksToBounds = newValue }
    }
    public var mask: CALayer? {
        get { extras.mask }
        set { extras.mask = newValue }
    }
    public func affineTransform() -> CGAffineTransform { extras.transform }
    public func setAffineTransform(_ m: CGAffineTransform) { extras.transform = m }

    // MARK: - Minimal compositor

    /// Renders this layer (opacity, background, contents with gravity, sublayers with their
    /// position/transform, masksToBounds, mask) in its own coordinate space.
    func renderTemporaryForView(in ctx: CGContext) {
        let cr = ctx.cairo
        let grouped = opacity < 1 || mask != nil
        if grouped { cairo_push_group(cr) }
        cairo_save(cr)
        roundedBoundsPath(cr)
        if masksToBounds { cairo_clip_preserve(cr) }
        if let color = backgroundColor {
            let c = color.rgba
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_fill_preserve(cr)
        }
        cairo_new_path(cr)
        if let image = contents { drawContents(image, cr) }
        for sublayer in sublayers ?? [] where !sublayer.isHidden {
            cairo_save(cr)
            ctx.concatenate(sublayer.transformFromSuperlayer)
            sublayer.renderTemporaryForView(in: ctx)
            cairo_restore(cr)
        }
        cairo_restore(cr)
        if grouped {
            let content = cairo_pop_group(cr)
            if let mask {
                cairo_push_group(cr)
                cairo_save(cr)
                ctx.concatenate(mask.transformFromSuperlayer)
                mask.renderTemporaryForView(in: ctx)
                cairo_restore(cr)
                let maskPattern = cairo_pop_group(cr)
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                cairo_pattern_destroy(maskPattern)
                let masked = cairo_pop_group(cr)
                cairo_set_source(cr, masked)
                cairo_paint_with_alpha(cr, Double(min(max(opacity, 0), 1)))
                cairo_pattern_destroy(masked)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, Double(min(max(opacity, 0), 1)))
            }
            cairo_pattern_destroy(content)
        }
    }

    /// Superlayer coordinates ← this layer's bounds coordinates.
    var transformFromSuperlayer: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    private func roundedBoundsPath(_ cr: OpaquePointer) {
        let b = bounds
        let r = Double(min(max(cornerRadius, 0), min(b.width, b.height) / 2))
        cairo_new_path(cr)
        if r <= 0 {
            cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
            return
        }
        let (x0, y0, x1, y1) = (Double(b.minX), Double(b.minY), Double(b.maxX), Double(b.maxY))
        cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// The rectangle (in bounds coordinates) the contents image fills, per `contentsGravity`.
    func contentsRect(forImageSize pixels: CGSize) -> CGRect {
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let natural = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        let b = bounds
        var size = natural
        switch contentsGravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return b }
            let sx = b.width / natural.width, sy = b.height / natural.height
            let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: natural.width * s, height: natural.height * s)
        default: break
        }
        // Core Animation's geometry is y-up for gravity names on macOS, but on iOS layers are
        // flipped (`geometryFlipped` semantics of UIKit), so `.top` means the top edge on screen.
        let g = contentsGravity.rawValue.lowercased()
        let x = g.contains("left") ? b.minX : g.contains("right") ? b.maxX - size.width : b.midX - size.width / 2
        let y = g.hasPrefix("top") ? b.minY : g.hasPrefix("bottom") ? b.maxY - size.height : b.midY - size.height / 2
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    private func drawContents(_ image: CGImage, _ cr: OpaquePointer) {
        let target = contentsRect(forImageSize: CGSize(width: image.width, height: image.height))
        guard target.width > 0, target.height > 0, target.width.isFinite, target.height.isFinite else { return }
        // Contents are not clipped to the bounds unless `masksToBounds` (as in Core Animation).
        cairo_save(cr)
        cairo_translate(cr, Double(target.minX), Double(target.minY))
        cairo_scale(cr, Double(target.width) / Double(image.width), Double(target.height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
