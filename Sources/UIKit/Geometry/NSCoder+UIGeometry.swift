import CoreGraphics
import Foundation

/// UIKit's string forms of geometry (`UIGeometry.h`, the Swift names of `NSStringFromCGPoint`,
/// `CGPointFromString` and the rest): `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`, `[a, b, c, d, tx,
/// ty]`, `{top, left, bottom, right}`, `{horizontal, vertical}`. Numbers are written with up to
/// 17 significant digits (`%.17g`, so `0.1` reads back exactly). Reading takes the numbers in
/// order and ignores the punctuation; a string without enough numbers gives the zero value
/// (Apple: "If the string is not well-formed, the function returns" the zero value).
extension NSCoder {
    public class func string(for point: CGPoint) -> String { braces([point.x, point.y]) }
    public class func string(for vector: CGVector) -> String { braces([vector.dx, vector.dy]) }
    public class func string(for size: CGSize) -> String { braces([size.width, size.height]) }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for transform: CGAffineTransform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(
                separator: ", ") + "]"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        braces([insets.top, insets.left, insets.bottom, insets.right])
    }
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        braces([insets.top, insets.leading, insets.bottom, insets.trailing])
    }
    public class func string(for offset: UIOffset) -> String { braces([offset.horizontal, offset.vertical]) }

    public class func cgPoint(for string: String) -> CGPoint {
        numbers(string, 2).map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero
    }
    public class func cgVector(for string: String) -> CGVector {
        numbers(string, 2).map { CGVector(dx: $0[0], dy: $0[1]) } ?? CGVector(dx: 0, dy: 0)
    }
    public class func cgSize(for string: String) -> CGSize {
        numbers(string, 2).map { CGSize(width: $0[0], height: $0[1]) } ?? .zero
    }
    public class func cgRect(for string: String) -> CGRect {
        numbers(string, 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        numbers(string, 6).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
            ?? .identity
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        numbers(string, 4).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
    }
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        numbers(string, 4).map { NSDirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]) }
            ?? .zero
    }
    public class func uiOffset(for string: String) -> UIOffset {
        numbers(string, 2).map { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? .zero
    }

    private class func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
    private class func braces(_ values: [CGFloat]) -> String { "{" + values.map(number).joined(separator: ", ") + "}" }

    /// The first `count` numbers of `string`, or nil when it has fewer.
    private class func numbers(_ string: String, _ count: Int) -> [CGFloat]? {
        let separators = CharacterSet(charactersIn: "{}[], \t\n")
        let values = string.components(separatedBy: separators).filter { !$0.isEmpty }.compactMap { Double($0) }
        return values.count >= count ? values.prefix(count).map { CGFloat($0) } : nil
    }
}
