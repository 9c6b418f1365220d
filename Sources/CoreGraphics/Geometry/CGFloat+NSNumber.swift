import Foundation

/// `CGFloat` bridges to `NSNumber` as on Apple platforms, where Foundation declares it
/// `_ObjectiveCBridgeable` like `Double` and `Int` ("Numbers … bridge to NSNumber", *Working with
/// Foundation Types*): `numberFormatter.string(from: value as NSNumber)` compiles, and an
/// `NSNumber` read back from a dictionary casts to `CGFloat` with `as?`. swift-corelibs-foundation
/// bridges the other number types but not `CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ number: NSNumber, result: inout CGFloat?) {
        result = CGFloat(number.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ number: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(number.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ number: NSNumber?) -> CGFloat {
        CGFloat(number?.doubleValue ?? 0)
    }
}

/// The `NSNumber` initialisers Foundation gives `CGFloat` on Apple platforms as it gives `Double`
/// (`Double(truncating:)`, `Double(exactly:)`): swift-corelibs-foundation declares them for the
/// other number types only.
extension CGFloat {
    /// The number's value, rounded to the nearest `CGFloat` if it is not exact.
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }

    /// The number's value, or nil when it cannot be represented exactly.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
