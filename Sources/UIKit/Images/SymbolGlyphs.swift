@_spi(ViewLab) import CoreGraphics
import Foundation

/// ViewLab's built-in symbol glyphs, designed here as vector paths on a 24 × 24 grid (y down),
/// in the spirit of SF Symbols but drawn from scratch: strokes with round caps and joins, one
/// stroke width for every glyph so that they sit together, fills for the `.fill` variants.
///
/// Metrics (documented for `UIImage(systemName:)`):
/// - glyph box: a square of `pointSize × 1.2 × scale factor` points (17 pt, medium → 20.4 pt,
///   close to SF Symbols' ~20 pt box for body text); scale factors small 0.8, medium 1, large 1.3;
/// - stroke: 1.75 grid units at `.regular` (≈ 1.5 pt at 17 pt), times the weight's factor
///   (ultraLight 0.35 … black 2.0).
enum SymbolGlyphs {
    /// One drawing step of a glyph.
    enum Part {
        case stroke(CGPath)
        case fill(CGPath)
        /// A stroke drawn `factor` times the glyph's stroke width (gear teeth).
        case heavyStroke(CGPath, factor: CGFloat)
    }

    /// The design grid's side.
    static let grid: CGFloat = 24
    /// The stroke width at `.regular`, in grid units.
    static let regularStroke: CGFloat = 1.75
    /// The glyph box relative to the point size.
    static let boxFactor: CGFloat = 1.2

    /// The names ViewLab draws, sorted.
    static var names: [String] { glyphs.keys.sorted() }

    /// The glyph box side in points for a configuration.
    static func boxSide(for configuration: UIImage.SymbolConfiguration) -> CGFloat {
        configuration.resolvedPointSize * boxFactor * configuration.resolvedScale.sizeFactor
    }

    /// Draws `name` in black into a new bitmap at `displayScale`, or nil for unknown names.
    static func render(_ name: String, configuration: UIImage.SymbolConfiguration, displayScale: CGFloat) -> CGImage? {
        guard let parts = glyphs[name] else { return nil }
        let scale = displayScale.isFinite && displayScale > 0 ? min(displayScale, 8) : 1
        // Whole pixels, so that the glyph fills its bitmap exactly.
        let side = max(1, (boxSide(for: configuration) * scale).rounded()) / scale
        guard let ctx = CGContext(flippedSize: CGSize(width: side, height: side), scale: scale) else { return nil }
        ctx.scaleBy(x: side / grid, y: side / grid)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.setStrokeColor(CGColor.black)
        ctx.setFillColor(CGColor.black)
        let stroke = regularStroke * configuration.resolvedWeight.strokeFactor
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
            }
        }
        return ctx.makeImage()
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
        path { $0.addLines(between: points); $0.closeSubpath() }
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
