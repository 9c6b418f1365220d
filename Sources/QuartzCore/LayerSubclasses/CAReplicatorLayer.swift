import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and
/// tinted a step further than the one before (Apple, *CAReplicatorLayer*: "A layer that creates a
/// specified number of sublayer copies with varying geometric, temporal, and color
/// transformations").
///
/// Instance 0 is the sublayers themselves; instance k (k ≥ 1) is drawn:
/// - transformed by `instanceTransform` applied k times, about the centre of the replicator's
///   bounds, inside its `sublayerTransform` ("The matrix applied to instance k-1 to produce
///   instance k. The matrix is applied relative to the center of the replicator layer, i.e. the
///   superlayer of each replicated sublayer", `CAReplicatorLayer.h`);
/// - with the sublayers' animations evaluated `k × instanceDelay` seconds earlier ("Specifies the
///   delay, in seconds, between replicated copies"; Apple's activity-indicator example fades one
///   dot and lets each copy fade `1 / 30` s after the previous one);
/// - with its colours multiplied by `instanceColor` plus k times the component offsets, each
///   component clamped to 0…1 (`instanceColor`: "The color to multiply the first object by (the
///   source object)"; `instanceRedOffset`…: "the offset added to the red component of the color for
///   each replicated instance").
///
/// Instances are drawn in order, 0 first (each instance draws all sublayers), so later copies lie
/// on top. Only the sublayers themselves are layers: hit-testing finds the originals, never a copy
/// (a copy has no layer object on iOS either). `preservesDepth` is kept but ViewLab draws in 2D, so
/// the copies are always flattened into the replicator's plane. See
/// `CAReplicatorLayer+Compositing.swift` for the drawing.
open class CAReplicatorLayer: CALayer {
    /// The number of copies, including the source sublayers (default 1: no extra copies; 0 or
    /// less draws no sublayers). Animatable.
    open var instanceCount: Int = 1 {
        willSet { willSetProperty(instanceCount, newValue) }
        didSet { didSetProperty(oldValue, instanceCount) }
    }
    /// Seconds between the timelines of consecutive copies (default 0: copies animate in step). Animatable.
    open var instanceDelay: CFTimeInterval = 0 {
        willSet { willSetProperty(instanceDelay, newValue) }
        didSet { didSetProperty(oldValue, instanceDelay) }
    }
    /// The transform taking instance k − 1 to instance k, about the replicator's centre (default
    /// identity). Animatable.
    open var instanceTransform = CATransform3DIdentity {
        willSet { willSetProperty(instanceTransform, newValue) }
        didSet { didSetProperty(oldValue, instanceTransform) }
    }
    /// The colour instance 0's pixels are multiplied by (default opaque white: unchanged). Animatable.
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        willSet { willSetProperty(instanceColor, newValue) }
        didSet { didSetProperty(oldValue, instanceColor) }
    }
    /// Added to the red component of the multiplying colour for each further instance (default 0). Animatable.
    open var instanceRedOffset: Float = 0 {
        willSet { willSetProperty(instanceRedOffset, newValue) }
        didSet { didSetProperty(oldValue, instanceRedOffset) }
    }
    /// Added to the green component for each further instance (default 0). Animatable.
    open var instanceGreenOffset: Float = 0 {
        willSet { willSetProperty(instanceGreenOffset, newValue) }
        didSet { didSetProperty(oldValue, instanceGreenOffset) }
    }
    /// Added to the blue component for each further instance (default 0). Animatable.
    open var instanceBlueOffset: Float = 0 {
        willSet { willSetProperty(instanceBlueOffset, newValue) }
        didSet { didSetProperty(oldValue, instanceBlueOffset) }
    }
    /// Added to the alpha component for each further instance (default 0). Animatable.
    open var instanceAlphaOffset: Float = 0 {
        willSet { willSetProperty(instanceAlphaOffset, newValue) }
        didSet { didSetProperty(oldValue, instanceAlphaOffset) }
    }
    /// Whether copies keep their depth (as a `CATransformLayer` would) rather than being flattened
    /// into this layer (default false). Kept; ViewLab always flattens (it draws in 2D).
    open var preservesDepth = false

    public required init() { super.init() }

    override class var propertyTable: LayerPropertyTable { replicatorProperties }

    /// The replicator's properties (see `LayerProperty`). (Apple marks the instance properties
    /// "Animatable"; ViewLab animates them when an animation is added, not implicitly.)
    static let replicatorProperties = LayerPropertyTable(
        inheriting: CALayer.baseProperties,
        [
            LayerProperty("instanceCount", \CAReplicatorLayer.instanceCount, .rendering),
            LayerProperty("instanceDelay", \CAReplicatorLayer.instanceDelay, .rendering),
            LayerProperty("instanceTransform", \CAReplicatorLayer.instanceTransform, .rendering),
            LayerProperty("instanceColor", \CAReplicatorLayer.instanceColor, .rendering),
            LayerProperty("instanceRedOffset", \CAReplicatorLayer.instanceRedOffset, .rendering),
            LayerProperty("instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset, .rendering),
            LayerProperty("instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset, .rendering),
            LayerProperty("instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset, .rendering),
            LayerProperty("preservesDepth", \CAReplicatorLayer.preservesDepth),
        ])
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Instances

    override func drawSublayers(with compositor: LayerCompositor, alpha: Double) {
        compositor.drawInstances(of: self, alpha: alpha)
    }

    /// The copies (instances 1 and up) are this layer's own content: where they can draw, in this
    /// layer's space (what rasterization, shadows and damage tracking need to cover).
    override func ownContentExtent() -> CGRect? {
        let count = min(instanceCount, LayerCompositor.maximumInstances)
        guard count > 1 else { return nil }
        let shared = sublayerPlacement
        var extent = CGRect.null
        for instance in instancePlacements(count: count).dropFirst() {
            for sublayer in storedSublayers where !sublayer.isHidden {
                let placement = sublayer.placementTransform.concatenating(instance).concatenating(shared)
                extent = extent.union(LayerCompositor.subtreeExtent(of: sublayer).applying(placement))
            }
        }
        return extent.isNull ? nil : extent
    }

    /// The colour instance `k`'s pixels are multiplied by: `instanceColor` plus `k` times each
    /// offset, every component clamped to 0…1 (straight RGBA).
    func modulation(ofInstance k: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let base = (instanceColor ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)).rgba
        func component(_ start: CGFloat, _ offset: Float) -> Double {
            let value = Double(start) + Double(k) * Double(offset)
            return value.isNaN ? 1 : min(max(value, 0), 1)
        }
        return (
            component(base.red, instanceRedOffset), component(base.green, instanceGreenOffset),
            component(base.blue, instanceBlueOffset), component(base.alpha, instanceAlphaOffset)
        )
    }

    /// The transforms of instances 0 ..< `count` in this layer's space: instance k gets
    /// `instanceTransform` (affine part) applied k times, about the centre of the bounds.
    func instancePlacements(count: Int) -> [CGAffineTransform] {
        guard count > 0 else { return [] }
        let step = CATransform3DGetAffineTransform(instanceTransform)
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let (toCentre, back) = (
            CGAffineTransform(translationX: -c.x, y: -c.y), CGAffineTransform(translationX: c.x, y: c.y)
        )
        var power = CGAffineTransform.identity
        var placements: [CGAffineTransform] = []
        for _ in 0..<count {
            placements.append(toCentre.concatenating(power).concatenating(back))
            power = power.concatenating(step)
        }
        return placements
    }

}
