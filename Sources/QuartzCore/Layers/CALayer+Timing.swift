import Foundation

/// Layer time spaces. The root of a layer tree runs on media time (`CACurrentMediaTime()`); each
/// layer's local time is `(superlayerTime − beginTime) × speed + timeOffset`. This is what the
/// common "pause a layer" recipe relies on (Apple's Technical Q&A QA1673): set `speed = 0` and
/// `timeOffset = convertTime(CACurrentMediaTime(), from: nil)`, and the layer's time stands still.
extension CALayer: CAMediaTiming {
    /// Converts `t` from the time space of `layer` (nil: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: layer?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time space to that of `layer` (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return layer?.localTime(fromMediaTime: media) ?? media
    }

    /// Media time → this layer's time, applying each ancestor's timing from the root down.
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(fromMediaTime: t) ?? t
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// This layer's time → media time, undoing each layer's timing from here up. A layer with
    /// speed 0 maps every parent time to one local time, so there is no inverse; its `beginTime`
    /// is taken as the parent time.
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocalTime: parentTime) ?? parentTime
    }
}
