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
