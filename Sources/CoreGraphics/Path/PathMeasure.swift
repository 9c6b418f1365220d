import CCairo
import Foundation

/// A path as lines and cubic curves with their arc lengths, for `strokeStart` / `strokeEnd`: the
/// stroked part is the stretch between two fractions of the total length, across subpaths in order
/// (a closed subpath includes its closing segment). Curves are cut with de Casteljau's
/// construction, so the trimmed path keeps its curves: cairo strokes it as it strokes the whole
/// path, with joins only at the path's own corners (as Core Animation strokes a trimmed path).
package struct PathMeasure {
    struct Point: Equatable { var x: Double, y: Double }

    /// A line (two points) or a cubic Bézier curve (four points), with its length.
    struct Segment {
        let points: [Point]
        /// Arc length, from `steps` chords for a curve.
        let length: Double
        /// For a curve: the length from its start at t = i / (count − 1).
        private let table: [Double]

        init(_ points: [Point], tolerance: Double) {
            self.points = points
            guard points.count == 4 else {
                table = []
                length = Segment.distance(points[0], points[1])
                return
            }
            // Chord error falls with the square of the step count: √(polygon / tolerance) steps.
            let polygon = zip(points, points.dropFirst()).reduce(0) { $0 + Segment.distance($1.0, $1.1) }
            let steps = Int(min(max((polygon / max(tolerance, 0.001)).squareRoot(), 4), 256).rounded(.up))
            var lengths = [0.0]
            lengths.reserveCapacity(steps + 1)
            var previous = points[0]
            for i in 1...steps {
                let next = Segment.cubic(points, Double(i) / Double(steps))
                lengths.append(lengths[i - 1] + Segment.distance(previous, next))
                previous = next
            }
            table = lengths
            length = lengths[steps]
        }

        var start: Point { points[0] }
        var end: Point { points[points.count - 1] }

        /// The curve parameter at `distance` along the segment (0…length).
        func parameter(at distance: Double) -> Double {
            guard length > 0 else { return 0 }
            guard !table.isEmpty else { return min(max(distance / length, 0), 1) }
            var low = 0, high = table.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if table[mid] < distance { low = mid } else { high = mid }
            }
            let span = table[high] - table[low]
            let f = span > 0 ? (distance - table[low]) / span : 0
            return (Double(low) + min(max(f, 0), 1)) / Double(table.count - 1)
        }

        /// The part between the parameters `t0 < t1` as the points of a line or curve.
        func points(from t0: Double, to t1: Double) -> [Point] {
            guard points.count == 4 else {
                return [Segment.lerp(points[0], points[1], t0), Segment.lerp(points[0], points[1], t1)]
            }
            let tail = Segment.split(points, at: t0).1
            guard t0 < 1 else { return tail }
            return Segment.split(tail, at: (t1 - t0) / (1 - t0)).0
        }

        static func distance(_ p: Point, _ q: Point) -> Double { hypot(q.x - p.x, q.y - p.y) }

        static func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point {
            Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }

        static func cubic(_ p: [Point], _ t: Double) -> Point {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(
                x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
        }

        /// De Casteljau: the curve cut at `t` into two curves.
        static func split(_ p: [Point], at t: Double) -> ([Point], [Point]) {
            let ab = lerp(p[0], p[1], t), bc = lerp(p[1], p[2], t), cd = lerp(p[2], p[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            let mid = lerp(abc, bcd, t)
            return ([p[0], ab, abc, mid], [mid, bcd, cd, p[3]])
        }
    }

    /// A run of connected segments; `isClosed` when it is a whole closed subpath.
    package struct Piece {
        var segments: [Segment]
        var isClosed: Bool
        package var length: Double { segments.reduce(0) { $0 + $1.length } }
    }

    /// The subpaths; a closed subpath ends with its closing line.
    private(set) var subpaths: [Piece] = []

    /// `tolerance`: the largest error, in the path's units, allowed in measuring curves.
    package init(_ path: CGPath, tolerance: Double) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        CGPathReplay.append(path, to: RenderContext(cr))
        guard let copied = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(copied) }
        var current: [Segment] = []
        var first = Point(x: 0, y: 0), last = first
        var hasPoint = false
        func finish(closed: Bool = false) {
            if !current.isEmpty { subpaths.append(Piece(segments: current, isClosed: closed)) }
            current = []
        }
        var i = 0
        let data = copied.pointee.data!
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish()
                first = point(1); last = first; hasPoint = true
            case CAIRO_PATH_LINE_TO:
                current.append(Segment([last, point(1)], tolerance: tolerance)); last = point(1)
            case CAIRO_PATH_CURVE_TO:
                current.append(Segment([last, point(1), point(2), point(3)], tolerance: tolerance)); last = point(3)
            case CAIRO_PATH_CLOSE_PATH where hasPoint:
                current.append(Segment([last, first], tolerance: tolerance))
                finish(closed: true)
                last = first
            default:
                break
            }
            i += Int(max(header.length, 1))
        }
        finish()
    }

    /// The total length of all subpaths.
    package var length: Double { subpaths.reduce(0) { $0 + $1.length } }

    /// The pieces covering the fractions `start…end` (0…1) of the total length, each a run of
    /// connected segments (a zero-length segment inside the range is kept, so that caps show).
    package func trimmed(from start: Double, to end: Double, tolerance: Double = 0.01) -> [Piece] {
        let total = length
        guard total > 0, end > start else { return [] }
        let (a, b) = (start * total, end * total)
        var result: [Piece] = []
        var offset = 0.0
        for subpath in subpaths {
            var piece: [Segment] = []
            var whole = true
            for segment in subpath.segments {
                let d = segment.length
                defer { offset += d }
                let s = max(a, offset), e = min(b, offset + d)
                guard e > s || (d == 0 && offset >= a && offset <= b) else { whole = false; continue }
                if s <= offset, e >= offset + d {
                    piece.append(segment)
                } else {
                    let t0 = segment.parameter(at: s - offset), t1 = segment.parameter(at: e - offset)
                    piece.append(Segment(segment.points(from: t0, to: t1), tolerance: tolerance))
                    whole = false
                }
            }
            if !piece.isEmpty { result.append(Piece(segments: piece, isClosed: whole && subpath.isClosed)) }
        }
        return result
    }

    /// Adds `pieces` to `cr`'s path (a move to each piece's start, then its lines and curves).
    package static func append(_ pieces: [Piece], to context: RenderContext) {
        let cr = context.handle
        for piece in pieces {
            guard let first = piece.segments.first else { continue }
            cairo_move_to(cr, first.start.x, first.start.y)
            for segment in piece.segments {
                let p = segment.points
                if p.count == 4 {
                    cairo_curve_to(cr, p[1].x, p[1].y, p[2].x, p[2].y, p[3].x, p[3].y)
                } else {
                    cairo_line_to(cr, p[1].x, p[1].y)
                }
            }
            if piece.isClosed { cairo_close_path(cr) }
        }
    }
}
