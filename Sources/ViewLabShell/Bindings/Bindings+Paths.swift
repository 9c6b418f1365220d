import CoreGraphics
import UIKit

// MARK: - Paths

extension Bindings {
    static let paths: [AnyTypeBinding] = [
        TypeBinding<CGPath>("CGPath", doc: "An immutable graphics path.", superclass: nil)
            .describe { "<CGPath: boundingBox = \(describeRect($0.boundingBox))>" }
            .initializer(["rect", "transform"]) { (r: CGRect, t: CGAffineTransform?) in
                CGPath(rect: r, transform: nil).transformed(by: t)
            }
            .initializer(["ellipseIn", "transform"]) { (r: CGRect, t: CGAffineTransform?) in
                CGPath(ellipseIn: r, transform: nil).transformed(by: t)
            }
            .initializer(["roundedRect", "cornerWidth", "cornerHeight", "transform"]) {
                (r: CGRect, w: CGFloat, h: CGFloat, t: CGAffineTransform?) in
                CGPath(roundedRect: r, cornerWidth: w, cornerHeight: h, transform: nil).transformed(by: t)
            }
            .method("mutableCopy") { (p: CGPath) in p.mutableCopy() },
        TypeBinding<CGMutablePath>(
            "CGMutablePath", doc: "A mutable graphics path: build it with move/addLine/addArc….", superclass: "CGPath"
        )
        .describe { "<CGMutablePath: boundingBox = \(describeRect($0.boundingBox))>" }
        .initializer { CGMutablePath() }
        .method("addCurve", ["to", "control1", "control2"]) {
            (p: CGMutablePath, e: CGPoint, c1: CGPoint, c2: CGPoint) in
            p.addCurve(to: e, control1: c1, control2: c2)
        }
        .method("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]) {
            (p: CGMutablePath, c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
            try checkRadius(r)
            p.addArc(center: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
        }
        .method("addRoundedRect", ["in", "cornerWidth", "cornerHeight"]) {
            (p: CGMutablePath, r: CGRect, w: CGFloat, h: CGFloat) in
            p.addRoundedRect(in: r, cornerWidth: w, cornerHeight: h)
        }
        .method("closeSubpath") { (p: CGMutablePath) in p.closeSubpath() },
        TypeBinding<UIRectCorner>("UIRectCorner", doc: "The corners of a rectangle.")
            .options([
                ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
                ("bottomRight", .bottomRight),
                ("allCorners", .allCorners),
            ]),
        TypeBinding<UIBezierPath>(
            "UIBezierPath", doc: "A path of lines and curves, with stroke attributes.", superclass: nil
        )
        .describe { "<UIBezierPath: bounds = \(describeRect($0.bounds))>" }
        .initializer { UIBezierPath() }
        .initializer(["rect"]) { (r: CGRect) in UIBezierPath(rect: r) }
        .initializer(["ovalIn"]) { (r: CGRect) in UIBezierPath(ovalIn: r) }
        .initializer(["roundedRect", "cornerRadius"]) { (r: CGRect, c: CGFloat) in
            UIBezierPath(roundedRect: r, cornerRadius: c)
        }
        .initializer(["roundedRect", "byRoundingCorners", "cornerRadii"]) { (r: CGRect, c: UIRectCorner, s: CGSize) in
            UIBezierPath(roundedRect: r, byRoundingCorners: c, cornerRadii: s)
        }
        .initializer(["arcCenter", "radius", "startAngle", "endAngle", "clockwise"]) {
            (c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
            try checkRadius(r)
            return UIBezierPath(arcCenter: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
        }
        .initializer(["cgPath"]) { (p: CGPath) in UIBezierPath(cgPath: p) }
        .method("addCurve", ["to", "controlPoint1", "controlPoint2"]) {
            (p: UIBezierPath, e: CGPoint, c1: CGPoint, c2: CGPoint) in
            p.addCurve(to: e, controlPoint1: c1, controlPoint2: c2)
        }
        .method("addArc", ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]) {
            (p: UIBezierPath, c: CGPoint, r: CGFloat, s: CGFloat, e: CGFloat, cw: Bool) in
            try checkRadius(r)
            p.addArc(withCenter: c, radius: r, startAngle: s, endAngle: e, clockwise: cw)
        }
        .method("reversing") { (p: UIBezierPath) in p.reversing() },
    ]

    /// Arcs with a negative or non-finite radius are an error (Core Graphics would log and draw
    /// nothing useful).
    static func checkRadius(_ radius: CGFloat) throws {
        guard radius.isFinite, radius >= 0 else {
            throw ShellError("the arc radius must be a finite number ≥ 0, not \(Double(radius))")
        }
    }

    static func describeRect(_ r: CGRect) -> String { formatNumbers(r.minX, r.minY, r.width, r.height) }
}

extension CGPath {
    /// The path transformed by `transform` (Apple's initialisers take an
    /// `UnsafePointer<CGAffineTransform>?`; the shell passes the transform itself, or nil).
    fileprivate func transformed(by transform: CGAffineTransform?) -> CGPath {
        guard var t = transform else { return self }
        return copy(using: &t) ?? self
    }
}
