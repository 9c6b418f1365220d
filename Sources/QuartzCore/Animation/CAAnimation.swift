import CoreGraphics
import Foundation

/// Receives an animation's start and stop.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base animation class. As in Core Animation, `CALayer.add(_:forKey:)` adds a copy of the
/// animation to the layer and leaves the model value alone; the layer's `presentation()` and
/// every frame the compositor draws show the animated value at the media clock's time
/// (`CAMediaClock`), following the animation's `CAMediaTiming` (see `CAAnimation+Timing`). The
/// delegate hears `animationDidStart(_:)` when the clock reaches the animation's begin time and
/// `animationDidStop(_:finished:)` when it passes the end (`finished: false` when it is removed
/// or replaced first).
///
/// As on iOS an animation is an `NSObject` that adopts `NSCopying` (`copy()` gives an independent
/// animation of the same class with the same settings; a subclass with its own stored properties
/// overrides `copy(with:)`) and `CAAction` (running it for a key adds it to the layer under that
/// key, so an animation can be an entry of `CALayer.actions`).
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// Retained strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Values stored for keys the animation does not declare (see `CAAnimation+KeyValue`).
    var customValues: [String: Any] = [:]

    /// Required so that `copy()` can make an instance of the animation's own class.
    public required override init() { super.init() }

    /// Animations are not archived in ViewLab; present so that subclasses compile as on iOS.
    public required init?(coder: NSCoder) { super.init() }

    /// A new animation of the same class with the same settings (the delegate is shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeSettings(from: self)
        return copy
    }

    /// Copies the settings of `other` (an animation of the same class); subclasses add theirs.
    func takeSettings(from other: CAAnimation) {
        (delegate, timingFunction, isRemovedOnCompletion) = (
            other.delegate, other.timingFunction, other.isRemovedOnCompletion
        )
        (duration, beginTime, timeOffset, speed) = (other.duration, other.beginTime, other.timeOffset, other.speed)
        (repeatCount, repeatDuration, autoreverses, fillMode) = (
            other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode
        )
        customValues = other.customValues
    }

    /// `CAAction`: Core Animation's `runActionForKey:object:arguments:` adds the animation to the
    /// layer (`anObject`) under `event`. Anything that is not a layer is ignored.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Core Animation's default for a timing property key (`"speed"` is 1, `"duration"` 0…), nil
    /// for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "duration", "beginTime", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        default: return nil
        }
    }

    /// Writes the animation's value at `moment` into `presentation` (a copy of the layer being
    /// drawn). The base class changes nothing.
    func apply(_ moment: AnimationMoment, to presentation: CALayer) {}
}
