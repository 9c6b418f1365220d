import CoreGraphics
import Foundation

/// A vector of floating-point values for Core Image filters (Apple, `CIVector`): a point
/// (`x`, `y`), a rectangle (`x`, `y`, `z` = width, `w` = height), a colour matrix row.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
        super.init()
    }

    init(_ values: [CGFloat]) {
        self.values = values
        super.init()
    }

    public convenience init(x: CGFloat) { self.init([x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init([x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
    public convenience init(cgRect r: CGRect) { self.init([r.origin.x, r.origin.y, r.size.width, r.size.height]) }
    /// `a, b, c, d, tx, ty`, as `CGAffineTransform` lists them.
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    /// A vector from a string such as `"[10 20]"`.
    public convenience init(string representation: String) {
        self.init(
            representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" || $0 == "," })
                .compactMap { Double($0) }.map { CGFloat($0) })
    }

    public var count: Int { values.count }
    /// The value at `index`; 0 beyond the last.
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(
            a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
    }
    public var stringRepresentation: String {
        "[" + values.map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }.joined(separator: " ") + "]"
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    open override var hash: Int { values.map(\.hashValue).reduce(0, ^) }
    open override var description: String { "<CIVector \(stringRepresentation)>" }
}
