import CoreGraphics
import Foundation

/// Reading attribute values the way UIKit accepts them: numbers as `NSNumber`, `Int`, `Double`,
/// `CGFloat`…; colours as `UIColor` or `CGColor`.
enum TextAttributeValue {
    /// A finite number, or nil.
    static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let v as CGFloat: result = v
        case let v as Double: result = CGFloat(v)
        case let v as Float: result = CGFloat(v)
        case let v as Int: result = CGFloat(v)
        case let v as UInt32: result = CGFloat(v)
        case let v as Int32: result = CGFloat(v)
        case let v as NSNumber: result = CGFloat(v.doubleValue)
        case let v as NSUnderlineStyle: result = CGFloat(v.rawValue)
        default: result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }

    /// A colour resolved with `UITraitCollection.current` (UIKit resolves dynamic colours when drawing).
    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let v as UIColor: return v.cgColor
        case let v as CGColor: return v
        default: return nil
        }
    }

    /// A number clamped to `range` (NaN and infinities become nil).
    static func clamped(_ value: Any?, to range: ClosedRange<CGFloat>) -> CGFloat? {
        number(value).map { min(max($0, range.lowerBound), range.upperBound) }
    }
}
