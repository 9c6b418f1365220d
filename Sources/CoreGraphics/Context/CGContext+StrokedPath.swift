import CCairo
import Foundation

extension CGContext {
    /// Replaces the current path with the outline that stroking it would paint, with the current
    /// line width, cap, join, miter limit and dash pattern (Core Graphics'
    /// `replacePathWithStrokedPath()`), so that `clip()` or `fillPath()` afterwards cover the
    /// stroke — the usual way to clip a gradient to a stroke. The outline is built by
    /// `CGPath.copy(strokingWithWidth:…)`: fill it with the non-zero winding rule (the default);
    /// even-odd filling it does not match the stroke. An empty path stays empty.
    public func replacePathWithStrokedPath() {
        guard let userPath = path else { return }
        var source = userPath
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: dashCount), phase = 0.0
            cairo_get_dash(cairo, &lengths, &phase)
            source = source.copy(dashingWithPhase: CGFloat(phase), lengths: lengths.map { CGFloat($0) })
        }
        let cap: CGLineCap =
            switch cairo_get_line_cap(cairo) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        let join: CGLineJoin =
            switch cairo_get_line_join(cairo) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        let outline = source.copy(
            strokingWithWidth: CGFloat(cairo_get_line_width(cairo)), lineCap: cap, lineJoin: join,
            miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        beginPath()
        addPath(outline)
    }
}
