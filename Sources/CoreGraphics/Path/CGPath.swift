import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// As in Core Graphics, arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, so
/// iterating a path (`applyWithBlock`) yields only move, line, quad-curve, cubic-curve and close
/// elements.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// One stored element; the end point is last.
    enum Element: Equatable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close

        /// The end point (nil for close).
        var endPoint: CGPoint? {
            switch self {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }

        func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
            case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
            case .close: return .close
            }
        }
    }

    var elements: [Element] = []
    /// The start of the current subpath (where `close` returns to).
    var subpathStart: CGPoint?
    /// The end point of the last element, or the subpath start after a close.
    var lastPoint: CGPoint?

    init() {}

    init(copying other: CGPath, transform: CGAffineTransform = .identity) {
        if transform.isIdentity {
            elements = other.elements
            subpathStart = other.subpathStart
            lastPoint = other.lastPoint
        } else {
            elements = other.elements.map { $0.applying(transform) }
            subpathStart = other.subpathStart?.applying(transform)
            lastPoint = other.lastPoint?.applying(transform)
        }
    }

    // MARK: - Convenience initialisers

    /// A path that is a rectangle (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// A rounded rectangle with elliptical corners (`cornerWidth` × `cornerHeight` radii).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    // MARK: - Copies

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(copying: self) }
    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(copying: self, transform: transform?.pointee ?? .identity)
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: self) }
    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(copying: self, transform: transform?.pointee ?? .identity)
    }

    // MARK: - Properties

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the subpath's start after a close); `.zero` when empty,
    /// as Core Graphics returns.
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    /// Whether the path is exactly a rectangle (one closed four-sided axis-aligned subpath, as
    /// `addRect` builds); on success `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return false }
        }
        let r = CGRect(
            x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
            height: (ys.max() ?? 0) - (ys.min() ?? 0))
        rect?.pointee = r
        return true
    }

    // MARK: - Iteration

    /// Calls `block` for every element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: points)
            block(&value)
        }
    }

    /// Calls `function` with `info` for every element (the C-style form of `applyWithBlock`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // MARK: - Equality

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
