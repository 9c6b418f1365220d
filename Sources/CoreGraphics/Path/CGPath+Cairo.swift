import CCairo

extension CGPath {
    /// ViewLab: the path cairo holds as the current path of `cairo`, in its current user space
    /// (`cairo_copy_path`), as a `CGPath` — how outlines cairo or pango build (glyphs, strokes)
    /// become Core Graphics paths.
    @_spi(ViewLab) public static func copyingCurrentPath(of cairo: OpaquePointer) -> CGPath {
        let result = CGMutablePath()
        guard let copied = cairo_copy_path(cairo) else { return result }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return result }
        var i = 0
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            let point = { (k: Int) in CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: result.closeSubpath()
            }
            i += Int(max(header.length, 1))
        }
        return result
    }
}
