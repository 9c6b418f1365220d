@_spi(ViewLab) import CoreGraphics
import Foundation

/// The kinds of gradient `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType("axial")
    public static let radial = CAGradientLayerType("radial")
    public static let conic = CAGradientLayerType("conic")
}

/// A layer that fills its (rounded) bounds with a gradient, above `contents`.
///
/// - `startPoint` / `endPoint` are unit coordinates of the bounds (defaults (0.5, 0) and (0.5, 1):
///   top to bottom in iOS's y-down space).
/// - `.axial`: colours change along start → end; constant before and after.
/// - `.radial`: an ellipse centred on `startPoint` whose radii are the x and y distances to
///   `endPoint` (Core Animation's rule); the last colour continues outside.
/// - `.conic`: colours sweep around `startPoint`, starting in the direction of `endPoint` and
///   turning clockwise on screen, drawn as a cairo mesh of thin wedges.
/// `colors` holds `CGColor`s (typed `[Any]?` as in Core Animation; other values are skipped);
/// `locations` (0…1, ascending) defaults to evenly spaced.
open class CAGradientLayer: CALayer {
    open var colors: [Any]? {
        willSet { willSetProperty(colors, newValue) }
        didSet { didSetProperty(oldValue, colors) }
    }
    open var locations: [NSNumber]? {
        willSet { willSetProperty(locations, newValue) }
        didSet { didSetProperty(oldValue, locations) }
    }
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { willSetProperty(startPoint, newValue) }
        didSet { didSetProperty(oldValue, startPoint) }
    }
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { willSetProperty(endPoint, newValue) }
        didSet { didSetProperty(oldValue, endPoint) }
    }
    open var type: CAGradientLayerType = .axial {
        willSet { willSetProperty(type, newValue) }
        didSet { didSetProperty(oldValue, type) }
    }

    public required init() { super.init() }

    override class var propertyTable: LayerPropertyTable { gradientProperties }

    /// The gradient's properties (see `LayerProperty`); every change is drawn. (Apple marks them
    /// "Animatable"; ViewLab animates them when an animation is added, not implicitly.)
    static let gradientProperties = LayerPropertyTable(
        inheriting: CALayer.baseProperties,
        [
            LayerProperty("colors", \CAGradientLayer.colors, .rendering),
            LayerProperty("locations", \CAGradientLayer.locations, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("startPoint", \CAGradientLayer.startPoint, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("endPoint", \CAGradientLayer.endPoint, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("type", \CAGradientLayer.type, .rendering, redrawsWhenSetEqual: true),
        ])
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colour stops: (location, straight RGBA), sorted by location.
    var stops: [(location: Double, color: (r: Double, g: Double, b: Double, a: Double))] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        let given = (locations ?? []).map(\.doubleValue)
        return cgColors.enumerated().map { index, color in
            let fallback = cgColors.count == 1 ? 0 : Double(index) / Double(cgColors.count - 1)
            let location = index < given.count && given[index].isFinite ? given[index] : fallback
            let c = color.rgba
            return (location, (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)))
        }.sorted { $0.location < $1.location }
    }

    // MARK: - Compositing

    /// An axial or radial gradient pads its end colours over the whole rounded bounds.
    override func ownContentFillsBoundsOpaquely() -> Bool {
        let stops = self.stops
        return (type == .axial || type == .radial) && !stops.isEmpty && stops.allSatisfy { $0.color.a >= 1 }
            && [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite)
    }

    /// Whether pixman draws this gradient with the same colour along each device row under the
    /// device transform `t` (an axial gradient running straight down or up the screen): then a row
    /// drawn from any column has the colour of the whole row, whatever clip the drawing has.
    func isConstantAlongRows(under t: CGAffineTransform) -> Bool {
        type == .axial && startPoint.x == endPoint.x && startPoint.y != endPoint.y && t.b == 0 && t.c == 0
    }

    override func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {
        let stops = self.stops
        let box = bounds.standardized
        guard !stops.isEmpty, box.width > 0, box.height > 0 else { return }
        let cr = compositor.cr
        func point(_ unit: CGPoint) -> (x: Double, y: Double) {
            (Double(box.minX + unit.x * box.width), Double(box.minY + unit.y * box.height))
        }
        let (s, e) = (point(startPoint), point(endPoint))
        guard s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite else { return }
        let pattern: RenderPattern
        switch type {
        case .radial:
            pattern = .radial(0, 0, 0, 0, 0, 1)
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            // Pattern space is the unit circle: user → pattern divides by the radii.
            pattern.setTransform(
                CGAffineTransform(scaleX: 1 / max(rx, 1e-6), y: 1 / max(ry, 1e-6)).translatedBy(x: -s.x, y: -s.y))
        case .conic:
            pattern = Self.conicMesh(
                center: s, towards: e, radius: Double(hypot(box.width, box.height)) * 2, stops: stops)
        default:
            pattern = .linear(s.x, s.y, e.x, e.y)
        }
        if type != .conic {
            for stop in stops {
                pattern.addColorStop(
                    stop.location, red: stop.color.r, green: stop.color.g, blue: stop.color.b,
                    alpha: stop.color.a * alpha)
            }
            pattern.extendEdges()
        }
        cr.beginPath()
        compositor.appendBoundsPath(of: self)
        cr.setSource(pattern)
        if type == .conic {
            cr.withSavedState {
                cr.clip()
                cr.paint(alpha: alpha)
            }
        } else {
            cr.fillPath()
        }
        pattern.destroy()
    }

    /// A mesh pattern of wedges around `center`, from the direction of `towards`, clockwise on
    /// screen (increasing angle in y-down space), one colour per wedge edge.
    static func conicMesh(
        center c: (x: Double, y: Double), towards e: (x: Double, y: Double), radius: Double,
        stops: [(location: Double, color: (r: Double, g: Double, b: Double, a: Double))]
    ) -> RenderPattern {
        let mesh = RenderPattern.mesh()
        let start = (e.x == c.x && e.y == c.y) ? 0 : atan2(e.y - c.y, e.x - c.x)
        let wedges = 180
        func color(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
            guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
            if t <= first.location { return first.color }
            if t >= last.location { return last.color }
            for (p, q) in zip(stops, stops.dropFirst()) where t >= p.location && t <= q.location {
                let f = q.location > p.location ? (t - p.location) / (q.location - p.location) : 0
                return (
                    p.color.r + (q.color.r - p.color.r) * f, p.color.g + (q.color.g - p.color.g) * f,
                    p.color.b + (q.color.b - p.color.b) * f, p.color.a + (q.color.a - p.color.a) * f
                )
            }
            return last.color
        }
        for i in 0..<wedges {
            let t0 = Double(i) / Double(wedges), t1 = Double(i + 1) / Double(wedges)
            let a0 = start + t0 * 2 * .pi, a1 = start + t1 * 2 * .pi
            let (c0, c1) = (color(at: t0), color(at: t1))
            mesh.addPatch(
                (c.x, c.y), (c.x + radius * cos(a0), c.y + radius * sin(a0)),
                (c.x + radius * cos(a1), c.y + radius * sin(a1)),
                (c.x, c.y), colors: [c0, c0, c1, c1])
        }
        return mesh
    }
}
