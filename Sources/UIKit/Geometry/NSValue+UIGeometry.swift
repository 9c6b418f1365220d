import CoreGraphics
import Foundation

/// UIKit's geometry boxes (`NSValue (NSValueUIGeometryExtensions)` in Apple's `UIGeometry.h`),
/// for putting structs into collections, `CAKeyframeAnimation.values` and the like.
///
/// Points, sizes and rectangles use Foundation's own boxes (so `NSValue(cgPoint: p)` equals
/// `NSValue(point: p)` and `pointValue` reads it). The other structs are stored as arrays of
/// doubles: swift-corelibs-foundation cannot box C structs, so `objCType` is `[4d]` rather than
/// iOS's `{UIEdgeInsets=dddd}`. Reading a value of another kind gives the zero value.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) { self.init(geometry: [vector.dx, vector.dy]) }
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(geometry: [t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(geometry: [insets.top, insets.left, insets.bottom, insets.right])
    }
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(geometry: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }
    public convenience init(uiOffset offset: UIOffset) { self.init(geometry: [offset.horizontal, offset.vertical]) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector {
        geometry(2).map { CGVector(dx: $0[0], dy: $0[1]) } ?? CGVector(dx: 0, dy: 0)
    }
    public var cgAffineTransformValue: CGAffineTransform {
        geometry(6).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
            ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        geometry(4).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
    }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        geometry(4).map { NSDirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]) } ?? .zero
    }
    public var uiOffsetValue: UIOffset { geometry(2).map { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? .zero }

    private convenience init(geometry values: [CGFloat]) {
        var doubles = values.map(Double.init)
        self.init(bytes: &doubles, objCType: "[\(doubles.count)d]")
    }

    /// The `count` doubles boxed by `init(geometry:)`, or nil for a box of another kind.
    private func geometry(_ count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }
}
