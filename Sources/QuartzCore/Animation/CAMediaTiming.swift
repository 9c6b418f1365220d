import Foundation

/// The timing of a layer or an animation: a hierarchical time space in which each object's local
/// time is `(parentTime − beginTime) × speed + timeOffset` (Core Animation's `CAMediaTiming`; see
/// Apple's *Core Animation Programming Guide*, "Timing, Timespaces, and CAAnimation"). `CALayer`
/// and `CAAnimation` adopt it, with Core Animation's defaults: `beginTime` 0, `duration` 0,
/// `speed` 1, `timeOffset` 0, `repeatCount` 0, `repeatDuration` 0, `autoreverses` false,
/// `fillMode` `.removed`.
///
/// Animations follow them on ViewLab's virtual media clock (`CAMediaClock`; the rules are in
/// `CAAnimation+Timing`), and `CALayer.convertTime(_:from:)`/`(_:to:)` compute with them.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
