import Foundation

/// Key-value coding on animations. "The CALayer and CAAnimation classes are key-value coding
/// compliant container classes, which means that you can set values for arbitrary keys" (Apple,
/// *Core Animation Programming Guide*, "Key-Value Coding Extensions"): code stores its own data on
/// an animation (`anim.setValue(layer, forKey: "layer")`) and reads it back in
/// `animationDidStop(_:finished:)`. The timing keys (`duration`, `beginTime`, `timeOffset`,
/// `speed`, `repeatCount`, `repeatDuration`, `autoreverses`, `removedOnCompletion`) read and
/// write the properties; any other key is stored with the animation (nil removes it; `copy()`
/// keeps it). A key never set answers the class's `defaultValue(forKey:)`.
extension CAAnimation {
    public func setValue(_ value: Any?, forKey key: String) {
        if setTimingValue(value, forKey: key) { return }
        customValues[key] = value
    }

    public func value(forKey key: String) -> Any? {
        timingValue(forKey: key) ?? customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    private func timingValue(forKey key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "timeOffset": return timeOffset
        case "speed": return speed
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
        default: return nil
        }
    }

    private func setTimingValue(_ value: Any?, forKey key: String) -> Bool {
        let number = KeyValueMath.cgFloat(value).map(Double.init)
        switch (key, number, value as? Bool) {
        case ("duration", let n?, _): duration = n
        case ("beginTime", let n?, _): beginTime = n
        case ("timeOffset", let n?, _): timeOffset = n
        case ("speed", let n?, _): speed = Float(n)
        case ("repeatCount", let n?, _): repeatCount = Float(n)
        case ("repeatDuration", let n?, _): repeatDuration = n
        case ("autoreverses", _, let b?): autoreverses = b
        case ("removedOnCompletion", _, let b?), ("isRemovedOnCompletion", _, let b?): isRemovedOnCompletion = b
        default: return false
        }
        return true
    }
}
