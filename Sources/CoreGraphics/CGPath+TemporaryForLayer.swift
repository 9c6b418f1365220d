// TEMPORARY — minimal CGPath so that branch `layer` builds on its own. The real CGPath/CGMutablePath
// with Apple's full API is written on branch `cg`; delete this file when merging. QuartzCore only
// uses the public `applyWithBlock` / `CGPathElement` API plus the initialisers below, all with
// Apple's signatures, so it keeps compiling against the real implementation.
import Foundation

/// The kind of one path element, as Core Graphics names it.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path: its type and 0…3 points (`points` is valid only inside the block).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path.
public class CGPath: @unchecked Sendable {
    struct Element { var type: CGPathElementType; var points: [CGPoint] }
    var elements: [Element] = []

    init() {}

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        elements = m.elements
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        elements = m.elements
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        elements = m.elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    public var boundingBoxOfPath: CGRect { boundingBox }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for e in elements {
            var points = e.points + [CGPoint](repeating: .zero, count: 3 - e.points.count)
            points.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: e.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }
}

/// A mutable graphics path.
public class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
        elements.append(Element(type: type, points: points.map { $0.applying(t) }))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { append(.moveToPoint, [point], transform) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { append(.moveToPoint, [point], transform) } else { append(.addLineToPoint, [point], transform) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }
    public func closeSubpath() { append(.closeSubpath, [], .identity) }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let t = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: t)
        addArcSegments(center: .zero, radius: 1, from: 0, to: 2 * .pi, transform: t)
        closeSubpath()
    }

    /// Angles in radians from +x towards +y; `clockwise` as Core Graphics defines it (decreasing angle).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var end = endAngle
        if clockwise { while end > startAngle { end -= 2 * .pi } } else { while end < startAngle { end += 2 * .pi } }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        addLine(to: start, transform: transform)
        addArcSegments(center: center, radius: radius, from: startAngle, to: end, transform: transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        for (center, angle) in corners {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y).concatenating(transform)
            addLine(to: CGPoint(x: cos(angle), y: sin(angle)), transform: t)
            addArcSegments(center: .zero, radius: 1, from: angle, to: angle + .pi / 2, transform: t)
        }
        closeSubpath()
    }

    /// Cubic Bézier approximation of an arc, at most a quarter turn per segment.
    private func addArcSegments(center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat, transform: CGAffineTransform) {
        guard a0.isFinite, a1.isFinite, radius.isFinite else { return }
        let count = max(1, Int(min((abs(a1 - a0) / (.pi / 2)).rounded(.up), 64)))
        let step = (a1 - a0) / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<count {
            let s = a0 + step * CGFloat(i), e = s + step
            let p0 = CGPoint(x: center.x + radius * cos(s), y: center.y + radius * sin(s))
            let p3 = CGPoint(x: center.x + radius * cos(e), y: center.y + radius * sin(e))
            addCurve(to: p3, control1: CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s)),
                     control2: CGPoint(x: p3.x + k * sin(e), y: p3.y - k * cos(e)), transform: transform)
        }
    }
}
