import CoreGraphics
import Foundation

/// A type a layer property can have, with how a loosely typed key-value value (`setValue(_:forKey:)`,
/// an animation's interpolated value) becomes one: numbers from any numeric type or `NSNumber`,
/// transforms from an affine transform or an `NSValue`, Core Animation's string constants from their
/// raw strings. Nil when the value does not fit (the caller reports it).
protocol LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> Self?
    /// The value as key-value coding returns it: an optional's wrapped value, or nil.
    var keyValueObject: Any? { get }
}

extension LayerKeyValue {
    var keyValueObject: Any? { self }
}

extension CGFloat: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> CGFloat? { KeyValueMath.cgFloat(value) }
}

extension Float: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> Float? { KeyValueMath.cgFloat(value).map { Float($0) } }
}

extension Double: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> Double? { KeyValueMath.cgFloat(value).map { Double($0) } }
}

extension Int: LayerKeyValue {
    /// Rounded down, as Objective-C's conversion of a number to `NSInteger` truncates.
    static func layerKeyValue(_ value: Any?) -> Int? { KeyValueMath.cgFloat(value).map { Int($0.rounded(.down)) } }
}

extension UInt32: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> UInt32? {
        KeyValueMath.cgFloat(value).flatMap { $0 >= 0 && $0 <= CGFloat(UInt32.max) ? UInt32($0.rounded(.down)) : nil }
    }
}

extension Bool: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> Bool? { value as? Bool }
}

extension CGRect: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> CGRect? { value as? CGRect }
}

extension CGPoint: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> CGPoint? { value as? CGPoint }
}

extension CGSize: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> CGSize? { value as? CGSize }
}

extension CATransform3D: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> CATransform3D? { KeyValueMath.transform3D(value) }
}

/// An optional property takes nil, or a value of its wrapped type.
extension Optional: LayerKeyValue {
    static func layerKeyValue(_ value: Any?) -> Wrapped?? {
        guard let value else { return .some(nil) }
        return (value as? Wrapped).map { .some($0) }
    }

    var keyValueObject: Any? { map { $0 as Any } }
}

/// Core Animation's string constants (`CALayerContentsGravity`, `CAShapeLayerLineCap`…): the
/// constant, or its raw string.
protocol LayerStringConstant: LayerKeyValue, RawRepresentable where RawValue == String {}

extension LayerStringConstant {
    static func layerKeyValue(_ value: Any?) -> Self? {
        value as? Self ?? (value as? String).flatMap(Self.init(rawValue:))
    }
}

/// Core Animation's option sets (`CACornerMask`, `CAEdgeAntialiasingMask`): the set, or its raw number.
protocol LayerOptionSet: LayerKeyValue, OptionSet where RawValue: FixedWidthInteger {}

extension LayerOptionSet {
    static func layerKeyValue(_ value: Any?) -> Self? {
        value as? Self
            ?? KeyValueMath.cgFloat(value).flatMap { RawValue(exactly: $0.rounded(.down)) }.map { Self(rawValue: $0) }
    }
}
