import CCairo
import CoreGraphics
import Foundation

/// A path flattened to polylines (by cairo's `cairo_copy_path_flat`) with its arc length, for
/// `strokeStart` / `strokeEnd`: the stroked part is the stretch between two fractions of the total
/// length, across subpaths in order (a closed subpath includes its closing segment).
struct PathMeasure {
    struct Point { var x: Double, y: Double }
    /// Flattened subpaths; a closed one repeats its first point at the end.
    private(set) var polylines: [[Point]] = []

    init(_ path: CGPath, tolerance: Double) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, max(tolerance, 0.001))
        CGPathReplay.append(path, to: cr)
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        var i = 0
        let count = Int(flat.pointee.num_data)
        var current: [Point] = []
        while i < count {
            let header = flat.pointee.data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { polylines.append(current) }
                let p = flat.pointee.data[i + 1].point
                current = [Point(x: p.x, y: p.y)]
            case CAIRO_PATH_LINE_TO:
                let p = flat.pointee.data[i + 1].point
                current.append(Point(x: p.x, y: p.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
                if current.count > 1 { polylines.append(current) }
                current = current.first.map { [$0] } ?? []
            default:
                break
            }
            i += Int(max(header.length, 1))
        }
        if current.count > 1 { polylines.append(current) }
    }

    /// The total length of all subpaths.
    var length: Double { polylines.reduce(0) { $0 + Self.length(of: $1) } }

    static func length(of line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The polylines covering the fractions `start…end` (0…1) of the total length.
    func trimmed(from start: Double, to end: Double) -> [[Point]] {
        let total = length
        guard total > 0, end > start else { return [] }
        let (a, b) = (start * total, end * total)
        var result: [[Point]] = []
        var offset = 0.0
        for line in polylines {
            var piece: [Point] = []
            for (p, q) in zip(line, line.dropFirst()) {
                let d = hypot(q.x - p.x, q.y - p.y)
                defer { offset += d }
                let s = max(a, offset), e = min(b, offset + d)
                guard e > s || (d == 0 && offset >= a && offset <= b) else { continue }
                func at(_ t: Double) -> Point {
                    let f = d > 0 ? (t - offset) / d : 0
                    return Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
                }
                if piece.isEmpty { piece.append(at(s)) }
                piece.append(at(e))
            }
            if piece.count > 1 { result.append(piece) }
        }
        return result
    }
}
