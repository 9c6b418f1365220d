import CoreGraphics
import Foundation

/// Conversions and arithmetic on the loosely typed values of key-value coding and animations.
enum KeyValueMath {
    /// A finite number from CGFloat, Double, Float, Int or NSNumber.
    static func cgFloat(_ value: Any?) -> CGFloat? {
        let number: CGFloat?
        switch value {
        case let v as CGFloat: number = v
        case let v as Double: number = CGFloat(v)
        case let v as Float: number = CGFloat(v)
        case let v as Int: number = CGFloat(v)
        case let v as NSNumber: number = CGFloat(v.doubleValue)
        default: number = nil
        }
        guard let number, number.isFinite else { return nil }
        return number
    }

    static func transform3D(_ value: Any?) -> CATransform3D? {
        if let t = value as? CATransform3D { return t }
        if let t = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(t) }
        if let v = value as? NSValue, String(cString: v.objCType) == NSValue.caTransform3DType {
            return v.caTransform3DValue
        }
        return nil
    }

    /// A CGColor, or nil for anything else (nil itself is accepted by callers separately).
    static func color(_ value: Any?) -> CGColor?? {
        if value == nil { return .some(nil) }
        if let c = value as? CGColor { return .some(c) }
        return nil
    }

    /// `a + b` for numbers, points and sizes (an animation's `byValue`).
    static func add(_ a: Any?, _ b: Any) -> Any? {
        if let p = a as? CGPoint, let q = b as? CGPoint { return CGPoint(x: p.x + q.x, y: p.y + q.y) }
        if let p = a as? CGSize, let q = b as? CGSize {
            return CGSize(width: p.width + q.width, height: p.height + q.height)
        }
        if let x = cgFloat(a), let y = cgFloat(b) { return x + y }
        return nil
    }

    /// A component of a rectangle: `size`, `origin`, `size.width`, `origin.x`…
    static func component(of r: CGRect, path: [String]) -> Any? {
        switch path {
        case ["size"]: return r.size
        case ["origin"]: return r.origin
        case ["size", "width"]: return r.size.width
        case ["size", "height"]: return r.size.height
        case ["origin", "x"]: return r.origin.x
        case ["origin", "y"]: return r.origin.y
        default: return nil
        }
    }

    /// `r` with one component replaced, or nil for a bad path or value.
    static func setting(_ value: Any?, in r: CGRect, path: [String]) -> CGRect? {
        var r = r
        switch path {
        case ["size"]: guard let s = value as? CGSize else { return nil }; r.size = s
        case ["origin"]: guard let p = value as? CGPoint else { return nil }; r.origin = p
        case ["size", "width"]: guard let n = cgFloat(value) else { return nil }; r.size.width = n
        case ["size", "height"]: guard let n = cgFloat(value) else { return nil }; r.size.height = n
        case ["origin", "x"]: guard let n = cgFloat(value) else { return nil }; r.origin.x = n
        case ["origin", "y"]: guard let n = cgFloat(value) else { return nil }; r.origin.y = n
        default: return nil
        }
        return r
    }
}

/// An affine transform split into scale, rotation and translation, for the `transform.*` key
/// paths (`transform.scale`, `transform.rotation.z`, `transform.translation.x`…). Recomposed as
/// scale, then rotation, then translation.
struct TransformComponents {
    var scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, tx: CGFloat, ty: CGFloat

    init(_ t: CGAffineTransform) {
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        rotation = atan2(t.b, t.a)
        scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : (t.a * t.d - t.b * t.c) / scaleX
        (tx, ty) = (t.tx, t.ty)
    }

    var transform: CGAffineTransform {
        CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
    }

    func value(for path: [String]) -> Any? {
        switch path {
        // `scale.xy` is not in Apple's list of transform key paths but Core Animation accepts it
        // (both axes at once); open-source code animates it (Pulsator).
        case ["scale"], ["scale", "xy"]: return (scaleX + scaleY) / 2
        case ["scale", "x"]: return scaleX
        case ["scale", "y"]: return scaleY
        case ["rotation"], ["rotation", "z"]: return rotation
        case ["translation", "x"]: return tx
        case ["translation", "y"]: return ty
        default: return nil
        }
    }

    mutating func set(_ n: CGFloat, for path: [String]) -> Bool {
        switch path {
        case ["scale"], ["scale", "xy"]: (scaleX, scaleY) = (n, n)
        case ["scale", "x"]: scaleX = n
        case ["scale", "y"]: scaleY = n
        case ["rotation"], ["rotation", "z"]: rotation = n
        case ["translation", "x"]: tx = n
        case ["translation", "y"]: ty = n
        default: return false
        }
        return true
    }
}
