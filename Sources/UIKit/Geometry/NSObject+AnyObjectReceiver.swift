import CoreGraphics
import Foundation
import QuartzCore

/// The receiver of a message sent to a value typed `AnyObject` (see the source bridge's
/// `AnyObjectLookupPass`). On iOS such a value is an Objective-C object: a `CGPoint` put in a
/// key-value change or an `Any` collection arrives as an `NSValue`, a number as an `NSNumber`, a
/// string as an `NSString`, and the runtime finds the method on it. Swift on Linux boxes values
/// opaquely, so the receiver is made here as iOS would have boxed the value.
extension NSObject {
    /// `value` as an instance of `type` that receives `selector`: the object itself when it is one,
    /// the value boxed as iOS boxes it (`NSValue` for geometry, `NSNumber` for numbers and
    /// Booleans, `NSString` for strings), or nil — a `?.` message to nil does nothing.
    public static func anyObjectReceiver<T: NSObject>(_ value: Any?, as type: T.Type, sending selector: String) -> T? {
        guard let value = Self.unwrapped(value) else { return nil }
        if let object = value as? T { return object }
        if let boxed = box(value) as? T { return boxed }
        return nil
    }

    /// `value` as the receiver of `selector`, which it must answer: Objective-C raises
    /// "unrecognized selector sent to instance" for an object that does not (here: a trap with
    /// that message).
    public static func anyObjectReceiver<T: NSObject>(_ value: Any, as type: T.Type, sending selector: String) -> T {
        guard let receiver = anyObjectReceiver(Optional(value), as: type, sending: selector) else {
            fatalError("-[\(Swift.type(of: value)) \(selector)]: unrecognized selector sent to instance")
        }
        return receiver
    }

    /// A property read from a value typed `AnyObject` (`(change[.oldKey] as AnyObject).cgPointValue`):
    /// as on iOS, an implicitly unwrapped optional — nil when the object does not answer (Apple,
    /// *Using Swift with Cocoa and Objective-C*, "id Compatibility": "`let myCount =
    /// myObject.count` — `myCount` has `Int!` type"). So `if let p = … .cgPointValue` and
    /// `p?.y` compile, and a plain use unwraps it.
    public static func anyObjectProperty<T: NSObject, Value>(
        _ value: Any?, as type: T.Type, sending selector: String, _ read: (T) -> Value
    ) -> Value! {
        anyObjectReceiver(value, as: type, sending: selector).map(read)
    }

    /// The value inside nested optionals (`Any?` holding an `Optional`), or nil.
    private static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The Objective-C object iOS would hold for a Swift value.
    private static func box(_ value: Any) -> NSObject? {
        // A Swift value boxed for `AnyObject` (`__SwiftValue`, an `NSObject` on Linux) is cast
        // to its value first: iOS would have made the box an `NSValue` or `NSNumber`.
        switch value {
        case let point as CGPoint: return NSValue(cgPoint: point)
        case let size as CGSize: return NSValue(cgSize: size)
        case let rect as CGRect: return NSValue(cgRect: rect)
        case let vector as CGVector: return NSValue(cgVector: vector)
        case let transform as CGAffineTransform: return NSValue(cgAffineTransform: transform)
        case let transform as CATransform3D: return NSValue(caTransform3D: transform)
        case let insets as UIEdgeInsets: return NSValue(uiEdgeInsets: insets)
        case let insets as NSDirectionalEdgeInsets: return NSValue(directionalEdgeInsets: insets)
        case let offset as UIOffset: return NSValue(uiOffset: offset)
        case let range as NSRange: return NSValue(range: range)
        case let flag as Bool: return NSNumber(value: flag)
        case let number as Int: return NSNumber(value: number)
        case let number as Double: return NSNumber(value: number)
        case let number as CGFloat: return NSNumber(value: Double(number))
        case let number as Float: return NSNumber(value: number)
        case let number as UInt: return NSNumber(value: number)
        case let number as Int64: return NSNumber(value: number)
        case let number as Int32: return NSNumber(value: number)
        case let string as String: return NSString(string: string)
        case let object as NSObject: return object
        default: return (value as AnyObject) as? NSObject
        }
    }
}
