import CoreGraphics
import Foundation

/// A value an animation can interpolate, as a vector of numbers and the shape to rebuild it from:
/// numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`, `CGRect` (also in
/// their `NSValue` boxes), `CGColor` (sRGB components and alpha), `CATransform3D` (its 16 entries, or
/// its `NSValue` box, or a `CGAffineTransform`) and `CGPath` (the coordinates of its elements; two
/// paths mix only when they have the same elements in the same order, as Core Animation requires:
/// "the paths must have the same number of control points", `CAShapeLayer.path`).
///
/// Colours mix component-wise; transforms, as Core Animation mixes them, by their parts
/// (`AffineDecomposition`: shear, scale, rotation the short way round, translation), so a 180° turn
/// turns; a transform with perspective or a 3D rotation by its 3D parts (`TransformDecomposition`);
/// one that cannot be taken apart (singular) entry by entry.
struct AnimatableValue {
    enum Shape: Equatable {
        case number, point, size, rect, color, transform
        /// The element types of a path (`CGPathElementType.rawValue`s).
        case path([Int32])
    }

    var shape: Shape
    var components: [Double]

    init(shape: Shape, components: [Double]) {
        (self.shape, self.components) = (shape, components)
    }

    /// The vector form of `value`, or nil for a value that cannot be interpolated.
    init?(_ value: Any?) {
        switch value {
        case let p as CGPoint: self.init(shape: .point, components: [p.x, p.y].map(Double.init))
        case let s as CGSize: self.init(shape: .size, components: [s.width, s.height].map(Double.init))
        case let r as CGRect:
            self.init(shape: .rect, components: [r.origin.x, r.origin.y, r.width, r.height].map(Double.init))
        case let c as CGColor:
            let v = c.rgba
            self.init(shape: .color, components: [v.red, v.green, v.blue, v.alpha].map(Double.init))
        case let path as CGPath: self.init(path: path)
        case let v as NSValue where !(v is NSNumber):
            if let t = KeyValueMath.transform3D(v) { self.init(transform: t); return }
            switch String(cString: v.objCType) {
            case let type where type.contains("CGPoint") || type.contains("NSPoint"): self.init(v.pointValue)
            case let type where type.contains("CGSize") || type.contains("NSSize"): self.init(v.sizeValue)
            case let type where type.contains("CGRect") || type.contains("NSRect"): self.init(v.rectValue)
            default: return nil
            }
        default:
            if let t = value as? CATransform3D ?? (value as? CGAffineTransform).map(CATransform3DMakeAffineTransform) {
                self.init(transform: t)
            } else if let n = KeyValueMath.cgFloat(value) {
                self.init(shape: .number, components: [Double(n)])
            } else {
                return nil
            }
        }
    }

    private init(transform t: CATransform3D) {
        self.init(
            shape: .transform,
            components: [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map(Double.init))
    }

    private init(path: CGPath) {
        var types: [Int32] = [], points: [Double] = []
        path.applyWithBlock { element in
            let e = element.pointee
            types.append(e.type.rawValue)
            for i in 0..<e.type.pointCount { points += [Double(e.points[i].x), Double(e.points[i].y)] }
        }
        self.init(shape: .path(types), components: points)
    }

    /// The value in the form layers take (`CGFloat`, `CGPoint`…, `CATransform3D`, `CGColor`, `CGPath`).
    var value: Any {
        let c = components.map { CGFloat($0) }
        switch shape {
        case .number: return c[0]
        case .point: return CGPoint(x: c[0], y: c[1])
        case .size: return CGSize(width: c[0], height: c[1])
        case .rect: return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case .color: return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .transform:
            return CATransform3D(
                m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
        case .path(let types):
            let path = CGMutablePath()
            var i = 0
            func point() -> CGPoint { defer { i += 2 }; return CGPoint(x: c[i], y: c[i + 1]) }
            for raw in types {
                switch CGPathElementType(rawValue: raw) {
                case .moveToPoint: path.move(to: point())
                case .addLineToPoint: path.addLine(to: point())
                case .addQuadCurveToPoint: let control = point(); path.addQuadCurve(to: point(), control: control)
                case .addCurveToPoint:
                    let (c1, c2) = (point(), point())
                    path.addCurve(to: point(), control1: c1, control2: c2)
                default: path.closeSubpath()
                }
            }
            return path
        }
    }

    /// `a × (1 − fraction) + b × fraction` entry by entry — transforms by their parts —
    /// (exactly `a` at 0 and `b` at 1); nil when the shapes differ.
    static func mix(_ a: AnimatableValue, _ b: AnimatableValue, _ fraction: Double) -> AnimatableValue? {
        if a.shape == .transform, b.shape == .transform, fraction != 0, fraction != 1,
            let ta = a.value as? CATransform3D, let tb = b.value as? CATransform3D
        {
            if let da = AffineDecomposition(ta), let db = AffineDecomposition(tb) {
                return AnimatableValue(transform: AffineDecomposition.mix(da, db, fraction).transform)
            }
            if let da = TransformDecomposition(ta), let db = TransformDecomposition(tb) {
                return AnimatableValue(transform: TransformDecomposition.mix(da, db, fraction).transform)
            }
        }
        return combine(a, b) { x, y in x * (1 - fraction) + y * fraction }
    }

    /// `a + b × factor`: an additive or cumulative step. Transforms concatenate instead (`b` applied
    /// `factor` times after `a`, as Core Animation composes additive transforms).
    static func add(_ a: AnimatableValue, _ b: AnimatableValue, times factor: Double = 1) -> AnimatableValue? {
        if a.shape == .transform, b.shape == .transform, let ta = a.value as? CATransform3D,
            let tb = b.value as? CATransform3D
        {
            let count = Int(factor.rounded())
            guard count >= 0, Double(count) == factor else { return nil }
            return AnimatableValue(transform: (0..<count).reduce(ta) { t, _ in CATransform3DConcat(t, tb) })
        }
        return combine(a, b) { x, y in x + y * factor }
    }

    /// The distance between two values (Euclidean over the entries), what paced keyframes divide
    /// their time by.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double? {
        combine(a, b) { x, y in (y - x) * (y - x) }.map { $0.components.reduce(0, +).squareRoot() }
    }

    static func combine(_ a: AnimatableValue, _ b: AnimatableValue, _ f: (Double, Double) -> Double) -> AnimatableValue?
    {
        guard a.shape == b.shape, a.components.count == b.components.count else { return nil }
        return AnimatableValue(shape: a.shape, components: zip(a.components, b.components).map(f))
    }
}

extension CGPathElementType {
    /// How many points an element of this type carries.
    var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: return 1
        case .addQuadCurveToPoint: return 2
        case .addCurveToPoint: return 3
        case .closeSubpath: return 0
        }
    }
}

extension AnimatableValue {
    /// What takes `a` to `b`: `b − a`, or for transforms `a⁻¹ · b` (so that adding it to `a` gives `b`).
    static func difference(_ b: AnimatableValue, _ a: AnimatableValue) -> AnimatableValue? {
        if a.shape == .transform, b.shape == .transform, let ta = a.value as? CATransform3D,
            let tb = b.value as? CATransform3D
        {
            return AnimatableValue(CATransform3DConcat(CATransform3DInvert(ta), tb))
        }
        return combine(b, a) { y, x in y - x }
    }
}
