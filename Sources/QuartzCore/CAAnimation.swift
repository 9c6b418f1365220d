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

/// The base animation class. ViewLab does not play animations over time: `CALayer.add(_:forKey:)`
/// applies the animation's **end state** to the layer at once (so code that animates compiles and
/// shows where it ends), calls `animationDidStart(_:)` immediately and `animationDidStop(_:finished:
/// true)` when the current transaction commits. Timing properties (`CAMediaTiming`) are kept with
/// Core Animation's defaults but do not delay or stretch anything.
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
        (delegate, timingFunction, isRemovedOnCompletion) = (other.delegate, other.timingFunction, other.isRemovedOnCompletion)
        (duration, beginTime, timeOffset, speed) = (other.duration, other.beginTime, other.timeOffset, other.speed)
        (repeatCount, repeatDuration, autoreverses, fillMode) = (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
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

    /// Applies the animation's final value to `layer`. The base class changes nothing.
    func applyEndState(to layer: CALayer) {}
}

/// An animation of one key path of the layer (e.g. `"opacity"`, `"position.x"`, `"strokeEnd"`,
/// `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The value the key path has at the end, or nil to leave the layer as it is.
    func endValue(for layer: CALayer) -> Any? { nil }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }

    override func applyEndState(to layer: CALayer) {
        guard let keyPath, let value = endValue(for: layer) else { return }
        layer.setValue(value, forKeyPath: keyPath)
    }
}

/// From/to/by animation. The end state is `toValue`; else the current value plus `byValue`
/// (numbers, points, sizes); with only `fromValue` Core Animation ends on the current model value,
/// so nothing changes.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }

    override func endValue(for layer: CALayer) -> Any? {
        if let toValue { return toValue }
        guard let byValue, let keyPath else { return nil }
        return KeyValueMath.add(layer.value(forKeyPath: keyPath), byValue)
    }
}

/// A spring animation; ends like `CABasicAnimation`.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping)
            = (other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping)
    }
    /// An estimate of the time the spring takes to settle.
    open var settlingDuration: CFTimeInterval {
        let decay = damping / (2 * max(mass, 0.0001))
        return decay > 0 ? Double(min(-log(0.001) / decay, 60)) : 60
    }
}

/// Keyframes: the end state is the last of `values`, or the end point of `path` (for `position`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
    }

    override func endValue(for layer: CALayer) -> Any? {
        if let path {
            var last: CGPoint?
            path.applyWithBlock { element in
                let e = element.pointee
                switch e.type {
                case .moveToPoint, .addLineToPoint: last = e.points[0]
                case .addQuadCurveToPoint: last = e.points[1]
                case .addCurveToPoint: last = e.points[2]
                case .closeSubpath: break
                }
            }
            if let last { return last }
        }
        return values?.last
    }
}

/// Several animations at once; each one's end state is applied in order.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }

    override func applyEndState(to layer: CALayer) {
        for animation in animations ?? [] { animation.applyEndState(to: layer) }
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
