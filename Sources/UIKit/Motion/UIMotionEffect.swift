import CoreGraphics
import Foundation

/// An effect that changes a view's properties with the device's tilt (Apple, `UIMotionEffect`;
/// subclasses override `keyPathsAndRelativeValues(forViewerOffset:)`). ViewLab has no gyroscope:
/// the viewer's offset is always zero, so an effect never changes the view (as on a device lying
/// still, or with Reduce Motion on).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The key paths and values to apply for `viewerOffset` (−1…1 on each axis): none here.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Maps the horizontal or vertical tilt onto a key path between two values (Apple,
/// `UIInterpolatingMotionEffect`); kept, never applied (see `UIMotionEffect`).
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Apple's axes.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }
}

/// Several effects applied together (Apple, `UIMotionEffectGroup`).
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?
}
