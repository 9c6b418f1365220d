@_spi(ViewLab) import CoreGraphics
import Foundation

/// The glyphs of `UIImage(systemName:)`, drawn as vectors:
/// - 22 designed here as paths on a 24 × 24 grid (y down), in the spirit of SF Symbols but drawn
///   from scratch: strokes with round caps and joins, one stroke width for every glyph so that
///   they sit together, fills for the `.fill` variants (`SymbolGlyphs+Table.swift`);
/// - a few hundred more from the Material Design Icons font (Debian
///   `fonts-materialdesignicons-webfont`, SIL OFL 1.1; icons CC BY), whose glyphs are designed on
///   the same 24-unit grid, under the SF Symbols names they stand for (`SymbolGlyphs+FontTable.swift`).
///
/// Metrics (documented for `UIImage(systemName:)`):
/// - glyph box: a square of `pointSize × 1.2 × scale factor` points (17 pt, medium → 20.4 pt,
///   close to SF Symbols' ~20 pt box for body text); scale factors small 0.8, medium 1, large 1.3;
/// - weight: strokes are 1.75 grid units at `.regular` (≈ 1.5 pt at 17 pt), times the weight's
///   factor (ultraLight 0.35 … black 2.0); font glyphs are the font's at `.regular` and grow or
///   shrink by the same amount (their outline stroked, or eroded, by the difference).
///
/// Glyphs are paths, so an image drawn with `draw(in:)` is drawn as vectors at the size it is
/// drawn, and an image view draws its symbol for the size it shows it at.
enum SymbolGlyphs {
    /// One drawing step of a glyph.
    enum Part {
        case stroke(CGPath)
        case fill(CGPath)
        /// A stroke drawn `factor` times the glyph's stroke width (gear teeth).
        case heavyStroke(CGPath, factor: CGFloat)
        /// A font glyph's outline: filled, then grown or shrunk for the weight.
        case outline(CGPath)
    }

    /// The design grid's side.
    static let grid: CGFloat = 24
    /// The stroke width at `.regular`, in grid units.
    static let regularStroke: CGFloat = 1.75
    /// The glyph box relative to the point size.
    static let boxFactor: CGFloat = 1.2

    /// The names ViewLab draws, sorted.
    static let names: [String] = Set(glyphs.keys).union(fontGlyphs.keys).sorted()

    /// The drawing steps of `name`, or nil for a name ViewLab does not know (or whose font is
    /// not installed); `partsOrStandIn` draws the names without a glyph of their own.
    static func parts(_ name: String) -> [Part]? {
        if let parts = glyphs[name] { return parts }
        guard let scalar = fontGlyphs[name], let outline = fontOutline(scalar, name: name) else { return nil }
        return [.outline(outline)]
    }

    /// The glyph box side in points for a configuration.
    static func boxSide(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        configuration.resolvedPointSize * boxFactor * configuration.resolvedScale.sizeFactor
    }

    /// Draws `name` in black into a new bitmap at `displayScale`, or nil for unknown names.
    static func render(_ name: String, configuration: UIImage.SymbolConfiguration, displayScale: CGFloat) -> CGImage? {
        guard let parts = partsOrStandIn(name) else { return nil }
        let scale = displayScale.isFinite && displayScale > 0 ? min(displayScale, 8) : 1
        // Whole pixels, so that the glyph fills its bitmap exactly.
        let side = max(1, (boxSide(for: configuration) * scale).rounded()) / scale
        guard let ctx = CGContext(flippedSize: CGSize(width: side, height: side), scale: scale) else { return nil }
        draw(
            parts, weight: configuration.resolvedWeight, in: CGRect(x: 0, y: 0, width: side, height: side),
            color: .black, context: ctx)
        return ctx.makeImage()
    }

    /// Draws a glyph's parts as paths filling `rect` of a y-down context, in `color`; the
    /// context's alpha, blend mode, clip and transform apply.
    static func draw(
        _ parts: [Part], weight: UIImage.SymbolWeight, in rect: CGRect, color: CGColor, context ctx: CGContext
    ) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / grid, y: rect.height / grid)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.setStrokeColor(color)
        ctx.setFillColor(color)
        let stroke = regularStroke * weight.strokeFactor
        for part in parts {
            switch part {
            case .stroke(let path):
                ctx.setLineWidth(stroke)
                ctx.addPath(path)
                ctx.strokePath()
            case .heavyStroke(let path, let factor):
                ctx.setLineWidth(stroke * factor)
                ctx.addPath(path)
                ctx.strokePath()
            case .fill(let path):
                ctx.addPath(path)
                ctx.fillPath()
            case .outline(let path):
                drawOutline(path, growingBy: stroke - regularStroke, context: ctx)
            }
        }
    }

    // MARK: - Path building

    /// A path built by `build`.
    static func path(_ build: (CGMutablePath) -> Void) -> CGPath {
        let p = CGMutablePath()
        build(p)
        return p
    }

    /// An open polyline.
    static func lines(_ points: [(CGFloat, CGFloat)]) -> CGPath {
        path { $0.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) }) }
    }

    /// A closed polygon.
    static func polygon(_ points: [CGPoint]) -> CGPath {
        path {
            $0.addLines(between: points); $0.closeSubpath()
        }
    }

    /// A circle.
    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> CGPath {
        path { $0.addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)) }
    }

    static func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// The points of a star with `n` tips around (12, 12.6).
    static func starPoints(tips n: Int = 5, outer: CGFloat = 10, inner: CGFloat = 4.3) -> [CGPoint] {
        (0..<(2 * n)).map { i in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(n)
            let r = i.isMultiple(of: 2) ? outer : inner
            return pt(12 + r * cos(angle), 12.9 + r * sin(angle))
        }
    }

    /// The outer ring of the circled glyphs.
    static let ring = circle(12, 12, 9.75)
}
