import CoreGraphics
import Foundation

/// Key-value access and copying, as Core Animation gives cells: "emitter cells are key-value coding
/// compliant" and a layer reaches a named cell's property by the key path
/// `emitterCells.<name>.<property>` (Apple, *CAEmitterLayer*; `CAEmitterCell.h`), which is also how
/// an animation on the layer animates a cell (`CABasicAnimation(keyPath: "emitterCells.spark.birthRate")`).
/// Keys are the Objective-C property names (`enabled` for `isEnabled`); other keys are stored.
extension CAEmitterCell: NSCopying {
    private static let floats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float> & Sendable] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
        "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
        "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
        "minificationFilterBias": \.minificationFilterBias, "speed": \.speed, "repeatCount": \.repeatCount,
    ]
    private static let cgFloats: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat> & Sendable] = [
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude,
        "emissionRange": \.emissionRange,
        "velocity": \.velocity, "velocityRange": \.velocityRange, "xAcceleration": \.xAcceleration,
        "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration, "scale": \.scale,
        "scaleRange": \.scaleRange,
        "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange, "contentsScale": \.contentsScale,
    ]
    private static let doubles: [String: ReferenceWritableKeyPath<CAEmitterCell, Double> & Sendable] = [
        "beginTime": \.beginTime, "duration": \.duration, "timeOffset": \.timeOffset,
        "repeatDuration": \.repeatDuration,
    ]

    public func setValue(_ value: Any?, forKey key: String) {
        if let path = Self.floats[key], let n = KeyValueMath.cgFloat(value) { self[keyPath: path] = Float(n); return }
        if let path = Self.cgFloats[key], let n = KeyValueMath.cgFloat(value) { self[keyPath: path] = n; return }
        if let path = Self.doubles[key], let n = KeyValueMath.cgFloat(value) { self[keyPath: path] = Double(n); return }
        switch (key, value) {
        case ("enabled", let b as Bool), ("isEnabled", let b as Bool): isEnabled = b
        case ("name", _) where value == nil || value is String: name = value as? String
        case ("color", _) where value == nil || value is CGColor: color = value as? CGColor
        case ("contents", _): contents = value
        case ("contentsRect", let r as CGRect): contentsRect = r
        case ("emitterCells", _) where value == nil || value is [CAEmitterCell]:
            emitterCells = value as? [CAEmitterCell]
        default:
            guard Self.floats[key] == nil, Self.cgFloats[key] == nil, Self.doubles[key] == nil,
                Self.declared(key) == nil
            else {
                return CALayer.report(
                    "CAEmitterCell.setValue(_:forKey:): cannot set \"\(key)\" to \(value.map { "\($0)" } ?? "nil"); ignored"
                )
            }
            customValues[key] = value
        }
    }

    public func value(forKey key: String) -> Any? {
        if let path = Self.floats[key] { return self[keyPath: path] }
        if let path = Self.cgFloats[key] { return self[keyPath: path] }
        if let path = Self.doubles[key] { return self[keyPath: path] }
        return Self.declared(key).map { $0(self) } ?? customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// The getters of the declared keys that are not numbers.
    private static func declared(_ key: String) -> ((CAEmitterCell) -> Any?)? {
        switch key {
        case "enabled", "isEnabled": return { $0.isEnabled }
        case "name": return { $0.name }
        case "color": return { $0.color }
        case "contents": return { $0.contents }
        case "contentsRect": return { $0.contentsRect }
        case "emitterCells": return { $0.emitterCells }
        default: return nil
        }
    }

    /// An independent copy: every property, and copies of the sub-cells.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAEmitterCell()
        for (_, path) in Self.floats { copy[keyPath: path] = self[keyPath: path] }
        for (_, path) in Self.cgFloats { copy[keyPath: path] = self[keyPath: path] }
        for (_, path) in Self.doubles { copy[keyPath: path] = self[keyPath: path] }
        (copy.name, copy.isEnabled, copy.color, copy.contents, copy.contentsRect) = (
            name, isEnabled, color, contents, contentsRect
        )
        (copy.minificationFilter, copy.magnificationFilter, copy.style) = (
            minificationFilter, magnificationFilter, style
        )
        (copy.autoreverses, copy.fillMode, copy.customValues) = (autoreverses, fillMode, customValues)
        copy.emitterCells = emitterCells?.map { $0.copy() as! CAEmitterCell }
        return copy
    }
}
