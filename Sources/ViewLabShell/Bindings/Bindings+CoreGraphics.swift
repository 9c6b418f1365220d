import CoreGraphics
import Foundation

// MARK: - Core Graphics

extension Bindings {
    static let coreGraphics: [AnyTypeBinding] = [
        TypeBinding<CGPoint>("CGPoint", doc: "A point in a two-dimensional coordinate system.").equatable()
            .describe { formatNumbers($0.x, $0.y) }
            .initializer { CGPoint() }
            .initializer(["x", "y"]) { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y) }
            .staticValue("zero") { CGPoint.zero }
            .property("x", \.x)
            .property("y", \.y)
            .method("applying", ["_"]) { (p: CGPoint, t: CGAffineTransform) in p.applying(t) },
        TypeBinding<CGSize>("CGSize", doc: "A width and a height.").equatable()
            .describe { formatNumbers($0.width, $0.height) }
            .initializer { CGSize() }
            .initializer(["width", "height"]) { (w: CGFloat, h: CGFloat) in CGSize(width: w, height: h) }
            .staticValue("zero") { CGSize.zero }
            .property("width", \.width)
            .property("height", \.height)
            .method("applying", ["_"]) { (s: CGSize, t: CGAffineTransform) in s.applying(t) },
        rect,
        TypeBinding<CGAffineTransform>("CGAffineTransform", doc: "An affine transformation matrix.").equatable()
            .describe {
                "CGAffineTransform(a: \(Double($0.a)), b: \(Double($0.b)), c: \(Double($0.c)), d: \(Double($0.d)), tx: \(Double($0.tx)), ty: \(Double($0.ty)))"
            }
            .initializer { CGAffineTransform() }
            .initializer(["translationX", "y"]) { (x: CGFloat, y: CGFloat) in CGAffineTransform(translationX: x, y: y) }
            .initializer(["scaleX", "y"]) { (x: CGFloat, y: CGFloat) in CGAffineTransform(scaleX: x, y: y) }
            .initializer(["rotationAngle"]) { (angle: CGFloat) in CGAffineTransform(rotationAngle: angle) }
            .initializer(["a", "b", "c", "d", "tx", "ty"], CGAffineTransform.init(a:b:c:d:tx:ty:))
            .property("a", \.a).property("b", \.b).property("c", \.c).property("d", \.d)
            .property("tx", \.tx).property("ty", \.ty)
            .property("isIdentity", \.isIdentity)
            .method("inverted") { (t: CGAffineTransform) in t.inverted() },
        TypeBinding<CGColor>("CGColor", doc: "A colour in Core Graphics.", superclass: nil)
            .describe(describeColor)
            .initializer(["red", "green", "blue", "alpha"]) { (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) in
                CGColor(red: r, green: g, blue: b, alpha: a)
            }
            .initializer(["srgbRed", "green", "blue", "alpha"]) { (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) in
                CGColor(srgbRed: r, green: g, blue: b, alpha: a)
            }
            .initializer(["gray", "alpha"]) { (w: CGFloat, a: CGFloat) in CGColor(gray: w, alpha: a) }
            .property("alpha", \.alpha)
            .property("numberOfComponents", \.numberOfComponents)
            .property("components", \.components)
            .method("copy", ["alpha"]) { (c: CGColor, a: CGFloat) in c.copy(alpha: a) },
    ]

    static let rect = TypeBinding<CGRect>("CGRect", doc: "The location and dimensions of a rectangle.").equatable()
        .describe { formatNumbers($0.origin.x, $0.origin.y, $0.size.width, $0.size.height) }
        .initializer { CGRect() }
        .initializer(["x", "y", "width", "height"]) { (x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat) in
            CGRect(x: x, y: y, width: w, height: h)
        }
        .initializer(["origin", "size"]) { (o: CGPoint, s: CGSize) in CGRect(origin: o, size: s) }
        .staticValue("zero") { CGRect.zero }
        .staticValue("null") { CGRect.null }
        .staticValue("infinite") { CGRect.infinite }
        .property("origin", \.origin)
        .property("size", \.size)
        .property("width", \.width)
        .property("height", \.height)
        .property("minX", \.minX).property("midX", \.midX).property("maxX", \.maxX)
        .property("minY", \.minY).property("midY", \.midY).property("maxY", \.maxY)
        .property("isEmpty", \.isEmpty)
        .property("isNull", \.isNull)
        .property("standardized", \.standardized)
        .property("integral", \.integral)
        .method("insetBy", ["dx", "dy"]) { (r: CGRect, dx: CGFloat, dy: CGFloat) in r.insetBy(dx: dx, dy: dy) }
        .method("offsetBy", ["dx", "dy"]) { (r: CGRect, dx: CGFloat, dy: CGFloat) in r.offsetBy(dx: dx, dy: dy) }
        .method("union", ["_"]) { (r: CGRect, s: CGRect) in r.union(s) }
        .method("intersection", ["_"]) { (r: CGRect, s: CGRect) in r.intersection(s) }
        .method("intersects", ["_"]) { (r: CGRect, s: CGRect) in r.intersects(s) }
        .method("contains", ["_"]) { (r: CGRect, p: CGPoint) in r.contains(p) }
        .method("contains", ["_"]) { (r: CGRect, s: CGRect) in r.contains(s) }
        .method("applying", ["_"]) { (r: CGRect, t: CGAffineTransform) in r.applying(t) }

    /// `CGColor(red: 1.0, green: 0.231, blue: 0.188, alpha: 1.0)`.
    nonisolated static func describeColor(_ color: CGColor) -> String {
        let c = color.rgba
        func f(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
        return "CGColor(red: \(f(c.red)), green: \(f(c.green)), blue: \(f(c.blue)), alpha: \(f(c.alpha)))"
    }
}
