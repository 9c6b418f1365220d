import CoreGraphics
import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many a second, for how long, how fast, how
/// big, turning how quickly, in what colour, with what image (Apple, *CAEmitterCell*).
///
/// Most properties are a mean and a range: "For properties with a mean M and a range R, random
/// values of the properties are uniformly distributed in the interval [M - R/2, M + R/2]"
/// (`CAEmitterLayer.h`, `seed`). The `…Speed` properties are changes per second over a particle's
/// life. Defaults are Apple's: everything 0 except `scale` 1, `color` opaque white, `contentsScale`
/// 1, `isEnabled` true, `contentsRect` the unit square.
///
/// A cell with `emitterCells` makes each of its particles an emitter of those cells: "The emission
/// point is the current particle position and the emission angle is relative to the current
/// direction of the particle" (`CAEmitterCell.h`); a sub-cell's `beginTime` and `duration` count from
/// its parent particle's birth. ViewLab follows cells three levels deep.
///
/// As a `CAMediaTiming` object a cell emits from `beginTime` (in its emitter's time) for `duration`
/// seconds (0: for ever). The particle simulation is in `EmitterSimulation`.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The name `CAEmitterLayer` key paths use (`emitterCells.spark.birthRate`).
    open var name: String?
    /// Whether the cell emits (default true).
    open var isEnabled = true
    /// Particles created per second (default 0), multiplied by the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds each particle lives (mean and range, default 0), multiplied by the layer's `lifetime`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction of emission: longitude is the angle in the layer's x-y plane from the x axis
    /// (towards +y, which is down in UIKit's space); latitude tilts it out of the plane, which in
    /// ViewLab's flat rendering shortens the in-plane speed by cos(latitude).
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone particles are spread over, around the emission direction (default 0).
    open var emissionRange: CGFloat = 0
    /// Initial speed in points per second (mean and range, default 0), multiplied by the layer's `velocity`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Constant acceleration in points per second² (default 0; `zAcceleration` is ignored in 2D).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// Size factor of `contents` (mean and range, default 1 and 0), changing by `scaleSpeed` a second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed in radians per second (mean and range, default 0), multiplied by the layer's `spin`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The colour `contents` is multiplied by (default opaque white), each component varied by its
    /// range and changed by its speed per second, clamped to 0…1.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle image, a `CGImage` (anything else draws nothing; particles still move and emit
    /// their sub-cells).
    open var contents: Any?
    /// The part of `contents` drawn, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of `contents` per point (default 1).
    open var contentsScale: CGFloat = 1
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this cell emits (default nil).
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?
    /// Values stored for keys the cell does not declare (see `CAEmitterCell+KeyValue`).
    var customValues: [String: Any] = [:]

    // MARK: - CAMediaTiming

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Core Animation's default for a key (nil: none known).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether the value of `key` is archived (always true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
