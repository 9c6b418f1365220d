import Foundation

/// What the source bridge's `NSManagedPass` reads an `@NSManaged` property through: Objective-C
/// gives such a property no storage of its own, its accessors are the object's key-value methods
/// (Core Animation "dynamically generates accessor methods" for `@dynamic` properties of `CALayer`
/// and `CAAnimation` subclasses, storing them as key values; Apple, *Core Animation Programming
/// Guide*, "Key-Value Coding Extensions"). The bridged getter hands `value(forKey:)`'s answer here.
public enum NSManagedValue {
    /// `stored` as `T`: numbers convert between `CGFloat`, `Double`, `Float`, `Int` and `NSNumber`
    /// (a `CABasicAnimation`'s `toValue: 0.5` is a `Double`); a key never set reads as Objective-C
    /// reads a nil slot: `0`, `false`, or nil for an optional. A non-optional object property read
    /// before it was set stops with a one-line message naming it (on iOS it is a nil that crashes
    /// at its first use).
    public static func read<T>(_ stored: Any?, as type: T.Type, key: String) -> T {
        if let value = stored as? T { return value }
        let number = stored.flatMap(Self.number) ?? 0
        switch type {
        case is CGFloat.Type: return CGFloat(number) as! T
        case is Double.Type: return number as! T
        case is Float.Type: return Float(number) as! T
        case is Int.Type: return Int(number) as! T
        case is Bool.Type: return (number != 0) as! T
        default: break
        }
        if let optional = type as? ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? T {
            return none
        }
        fatalError("@NSManaged property '\(key)' of type \(T.self) was read before it was set")
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}
