import CoreGraphics
import Foundation

/// An object that manages image-based content: geometry, appearance and a tree of sublayers.
///
/// ViewLab composites the tree with `render(in:)` (see `LayerCompositor`). Every property that
/// changes pixels bumps the layer's change counter (`changeCount`, and `subtreeChangeCount` on it
/// and its ancestors), which is how rasterization caches know when to redraw.
///
/// As on iOS, a layer is an `NSObject`: layers compare (`==`, `isEqual(_:)`) and hash by identity,
/// so `firstIndex(of:)`, `Set<CALayer>` and dictionary keys work as in iOS code.
open class CALayer: NSObject, KeyValueObservingCompliant {
    /// The layer's key-value observable properties (`CALayer+KeyValueObserving`); a subclass adds
    /// its own to `super`'s.
    open class var keyValueObservingKeyPaths: [String: AnyKeyPath] { CALayer.observableKeyPaths(Self.self) }

    // MARK: - Geometry

    /// The layer's bounds in its own coordinate space. Changing the size marks the layer as needing
    /// layout, and as needing display when `needsDisplayOnBoundsChange` is true.
    open var bounds: CGRect = .zero {
        willSet { willSetProperty(bounds, newValue) }
        didSet {
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            didSetProperty(oldValue, bounds)
        }
    }
    /// The smallest rectangle in the superlayer's space containing the transformed bounds. Setting
    /// it sets `bounds.size` and `position` (with a non-identity transform the result is what Core
    /// Animation calls undefined: ViewLab ignores the transform). Open, as in Core Animation
    /// (`var frame: CGRect { get set }` of the `CALayer` class), so a subclass may override it —
    /// `override var frame: CGRect { didSet { setNeedsDisplay() } }` redraws on every resize.
    open var frame: CGRect {
        get { frameImpl }
        set { frameImpl = newValue }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint = .zero {
        willSet { willSetProperty(position, newValue) }
        didSet { didSetProperty(oldValue, position) }
    }
    /// The point of `bounds`, in unit coordinates, that `position` refers to and that `transform`
    /// turns and scales about (default (0.5, 0.5)).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { willSetProperty(anchorPoint, newValue) }
        didSet { didSetProperty(oldValue, anchorPoint) }
    }
    /// The anchor's z component (kept; ViewLab draws in 2D).
    open var anchorPointZ: CGFloat = 0
    /// Sublayers are drawn in ascending `zPosition`; equal values keep their array order.
    open var zPosition: CGFloat = 0 {
        willSet { willSetProperty(zPosition, newValue) }
        didSet { didSetProperty(oldValue, zPosition) }
    }
    /// The transform applied about the anchor point; drawn with its affine part.
    open var transform = CATransform3DIdentity {
        willSet { willSetProperty(transform, newValue) }
        didSet { didSetProperty(oldValue, transform) }
    }
    /// A transform applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform = CATransform3DIdentity {
        willSet { willSetProperty(sublayerTransform, newValue) }
        didSet { didSetProperty(oldValue, sublayerTransform) }
    }
    /// Core Animation's flag for a flipped sublayer geometry. ViewLab does not flip sublayers; it only
    /// feeds `contentsAreFlipped()` (which swaps the vertical contents gravities).
    open var isGeometryFlipped = false {
        willSet { willSetProperty(isGeometryFlipped, newValue) }
        didSet { didSetProperty(oldValue, isGeometryFlipped) }
    }

    // MARK: - Appearance

    open var isHidden = false {
        willSet { willSetProperty(isHidden, newValue) }
        didSet { didSetProperty(oldValue, isHidden) }
    }
    /// Opacity 0…1. With `allowsGroupOpacity` (the default), a layer with sublayers is composited
    /// as one group, so overlapping sublayers do not show through each other.
    open var opacity: Float = 1 {
        willSet { willSetProperty(opacity, newValue) }
        didSet { didSetProperty(oldValue, opacity) }
    }
    /// Whether `opacity` applies to the flattened subtree (true, iOS 7+ default) or is multiplied
    /// into each sublayer separately (false).
    open var allowsGroupOpacity = true {
        willSet { willSetProperty(allowsGroupOpacity, newValue) }
        didSet { didSetProperty(oldValue, allowsGroupOpacity) }
    }
    open var backgroundColor: CGColor? {
        willSet { willSetProperty(backgroundColor, newValue) }
        didSet { didSetProperty(oldValue, backgroundColor) }
    }
    /// Rounds the background and border; also the contents and sublayers when `masksToBounds`.
    open var cornerRadius: CGFloat = 0 {
        willSet { willSetProperty(cornerRadius, newValue) }
        didSet { didSetProperty(oldValue, cornerRadius) }
    }
    /// Which corners `cornerRadius` rounds (default: all four).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        willSet { willSetProperty(maskedCorners, newValue) }
        didSet { didSetProperty(oldValue, maskedCorners) }
    }
    open var cornerCurve: CALayerCornerCurve = .circular {
        willSet { willSetProperty(cornerCurve, newValue) }
        didSet { didSetProperty(oldValue, cornerCurve) }
    }
    /// Clips contents, sublayers and the shadow to the (rounded) bounds.
    open var masksToBounds = false {
        willSet { willSetProperty(masksToBounds, newValue) }
        didSet { didSetProperty(oldValue, masksToBounds) }
    }
    /// The border is drawn inside the bounds, above the contents and the sublayers.
    open var borderWidth: CGFloat = 0 {
        willSet { willSetProperty(borderWidth, newValue) }
        didSet { didSetProperty(oldValue, borderWidth) }
    }
    open var borderColor: CGColor? = CGColor.black {
        willSet { willSetProperty(borderColor, newValue) }
        didSet { didSetProperty(oldValue, borderColor) }
    }

    // MARK: - Shadow

    /// Default opaque black.
    open var shadowColor: CGColor? = CGColor.black {
        willSet { willSetProperty(shadowColor, newValue) }
        didSet { didSetProperty(oldValue, shadowColor) }
    }
    /// Default 0 (no shadow).
    open var shadowOpacity: Float = 0 {
        willSet { willSetProperty(shadowOpacity, newValue) }
        didSet { didSetProperty(oldValue, shadowOpacity) }
    }
    /// Default (0, -3), Core Animation's default: in iOS's y-down layer space that points **up**.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { willSetProperty(shadowOffset, newValue) }
        didSet { didSetProperty(oldValue, shadowOffset) }
    }
    /// The blur radius in points (default 3). ViewLab blurs with a Gaussian of σ = shadowRadius
    /// (see `LayerCompositor+Shadow` for why).
    open var shadowRadius: CGFloat = 3 {
        willSet { willSetProperty(shadowRadius, newValue) }
        didSet { didSetProperty(oldValue, shadowRadius) }
    }
    /// When set, the shadow is this path's shape (cheap); otherwise it follows the rendered alpha
    /// of the layer and its sublayers (an off-screen pass).
    open var shadowPath: CGPath? {
        willSet { willSetProperty(shadowPath, newValue) }
        didSet { didSetProperty(oldValue, shadowPath) }
    }

    // MARK: - Mask

    /// A layer whose alpha masks this layer and its sublayers; its frame is in this layer's
    /// coordinate space. A layer used as a mask is taken out of its superlayer (and out of any other
    /// layer's `mask`). Using the layer itself or one of its ancestors is refused with an error line.
    open var mask: CALayer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if let newValue, !canAdopt(newValue, call: "mask") { return }
            willChangeCommittedState()
            storedMask?.maskOwner = nil
            storedMask = newValue
            if let newValue {
                if let other = newValue.maskOwner, other !== self { other.mask = nil }
                newValue.detachFromSuperlayer()
                newValue.maskOwner = self
            }
            didChangeRendering()
        }
    }

    // MARK: - Contents

    /// The layer's image. Typed `Any?` as in Core Animation; ViewLab draws a `CGImage` and ignores
    /// anything else.
    open var contents: Any? {
        willSet { willSetProperty(contents, newValue) }
        didSet { didSetProperty(oldValue, contents) }
    }
    open var contentsGravity: CALayerContentsGravity = .resize {
        willSet { willSetProperty(contentsGravity, newValue) }
        didSet { didSetProperty(oldValue, contentsGravity) }
    }
    /// Pixels per point of `contents` (default 1).
    open var contentsScale: CGFloat = 1 {
        willSet { willSetProperty(contentsScale, newValue) }
        didSet { didSetProperty(oldValue, contentsScale) }
    }
    /// The part of `contents` shown, in unit coordinates (default the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { willSetProperty(contentsRect, newValue) }
        didSet { didSetProperty(oldValue, contentsRect) }
    }
    /// The stretchable centre of `contents`, in unit coordinates, for nine-part scaling.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { willSetProperty(contentsCenter, newValue) }
        didSet { didSetProperty(oldValue, contentsCenter) }
    }
    open var minificationFilter: CALayerContentsFilter = .linear {
        willSet { willSetProperty(minificationFilter, newValue) }
        didSet { didSetProperty(oldValue, minificationFilter) }
    }
    open var magnificationFilter: CALayerContentsFilter = .linear {
        willSet { willSetProperty(magnificationFilter, newValue) }
        didSet { didSetProperty(oldValue, magnificationFilter) }
    }
    open var minificationFilterBias: Float = 0
    /// A hint that the layer fills its bounds with opaque pixels (used by the blended-layers debug
    /// colouring).
    open var isOpaque = false {
        willSet { willSetProperty(isOpaque, newValue) }
        didSet { didSetProperty(oldValue, isOpaque) }
    }
    /// Whether `display()` runs when the bounds size changes (default false).
    open var needsDisplayOnBoundsChange = false

    // MARK: - Rasterization

    /// Renders the subtree once into a bitmap and reuses it until something in it changes.
    open var shouldRasterize = false {
        willSet { willSetProperty(shouldRasterize, newValue) }
        didSet { didSetProperty(oldValue, shouldRasterize) }
    }
    /// Pixels per point of the rasterized bitmap (default 1, as Core Animation).
    open var rasterizationScale: CGFloat = 1 {
        willSet { willSetProperty(rasterizationScale, newValue) }
        didSet { didSetProperty(oldValue, rasterizationScale) }
    }

    // MARK: - Other Core Animation properties (kept for compatibility)

    open var name: String?
    open var isDoubleSided = true
    open var allowsEdgeAntialiasing = false
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    open var drawsAsynchronously = false
    open var style: [AnyHashable: Any]?
    open var actions: [String: CAAction]?

    // MARK: - Timing (CAMediaTiming; see CALayer+Timing.swift)

    /// When the layer's time starts, in its superlayer's time (default 0).
    open var beginTime: CFTimeInterval = 0
    /// Kept for `CAMediaTiming` (default 0).
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs relative to its superlayer's (default 1; 0 pauses).
    open var speed: Float = 1
    /// An offset added to the layer's local time (default 0).
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: - Tree and delegate

    var storedSublayers: [CALayer] = []
    var storedMask: CALayer?
    public internal(set) weak var superlayer: CALayer?
    /// The layer this one masks, if it is some layer's `mask`.
    weak var maskOwner: CALayer?
    /// The object that draws and lays out the layer (a `UIView` for its own layer).
    open weak var delegate: CALayerDelegate?

    // MARK: - Internal state

    var needsDisplayFlag = false
    var needsLayoutFlag = false
    var animationStore: [LayerAnimation] = []
    /// Whether the compositor has drawn the layer (Core Animation: committed to the render tree);
    /// only such a layer animates implicitly (see `CALayer+Actions`).
    var hasBeenCommitted = false
    /// The layer as the last commit left it, kept from its first change since (see
    /// `CALayer+CommittedState`); nil while unchanged.
    var committedCopy: CALayer?
    /// The key being changed and its old value, while its action is searched (`CALayer+Actions`).
    var changingValue: (key: String, old: Any?)?
    /// Values stored for keys the layer does not declare (see `CALayer+KeyValue`).
    var customValues: [String: Any] = [:]
    /// For a presentation copy, the layer it shows (see `presentation()`).
    var modelLayer: CALayer?
    var rasterCache: RasterCache?
    /// The blurred alpha shadow of the last frame (see `ShadowBitmap`).
    var shadowBitmap: ShadowBitmap?
    /// Bumped (from a global sequence) whenever this layer's own rendering changes.
    @_spi(ViewLab) public internal(set) var changeCount: UInt64 = 0
    /// The largest `changeCount` in this layer's subtree (and its mask's).
    @_spi(ViewLab) public internal(set) var subtreeChangeCount: UInt64 = 0

    // MARK: - Initialisers

    /// Required (unlike iOS, where Objective-C creates a `layerClass` instance with `alloc`/`init`),
    /// so that `UIView.layerClass` can create a layer of any subclass (`CAShapeLayer`,
    /// `CAGradientLayer`…) as UIKit does: Swift can only call a `required` initialiser on a
    /// metatype. A subclass that overrides `init()` writes `required override init()`.
    public required override init() { super.init() }

    /// Core Animation uses this to make presentation copies (subclasses override it to copy their
    /// own properties and call `super.init(layer:)`); ViewLab copies the geometry, the appearance
    /// and the timing properties.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { takeState(from: other) }
    }

    /// What `init(layer:)` copies; Core Animation's own subclasses add their properties. Also how
    /// a presentation copy is filled (see `presentation()`), so it is every property that changes
    /// what the layer draws: Apple describes the presentation layer as "a copy of the layer …
    /// with all properties as they were at the start of the current transaction and with active
    /// animations applied" — an animated card keeps its `maskedCorners` and `shadowPath`.
    /// `shouldRasterize` is the exception: the compositor keeps the bitmap on the model layer and
    /// draws an animating subtree live.
    func takeState(from other: CALayer) {
        for property in type(of: self).propertyTable.all { property.copy?(self, other) }
        customValues = other.customValues
    }

    /// The class's properties (`CALayer+Properties`); each Core Animation subclass returns its own
    /// table, which starts with its superclass's.
    class var propertyTable: LayerPropertyTable { CALayer.baseProperties }

    /// Layers are not archived in ViewLab; present (with Foundation's `NSCoder`) so that subclasses
    /// compile as on iOS.
    public required init?(coder: NSCoder) { super.init() }

    /// A copy of the layer with its animations applied at the media clock's current time, as Core
    /// Animation's presentation layer ("a close approximation to the version of the layer that is
    /// currently being displayed", Apple). Its `model()` is this layer. The copy is made with
    /// `init()` and filled as `init(layer:)` fills a copy (geometry, appearance, timing, key-value
    /// values and the subclass properties of Core Animation's layer classes; stored properties of
    /// your own subclass other than `@NSManaged` ones keep their defaults unless its `init(layer:)`
    /// copies them — in code the source bridge compiles, see `makeShadowCopy()`). If an animated key is
    /// one the class's `needsDisplay(forKey:)` names, the copy is displayed, so a custom layer
    /// draws its animated `progress`. Sublayers are not copied: ask each for its own.
    open func presentation() -> Self? {
        presentation(atMediaTime: CACurrentMediaTime()) as? Self
    }

    /// The model layer: this layer, or for a presentation copy the layer it was made from.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Core Animation's default for each animatable key (nil: none known).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether changing `key` should redisplay the layer (default false).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// How much farther than `cornerRadius` a corner of this curve reaches along each edge.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? RoundedRectPath.continuousExtent : 1
    }

    /// Core Animation's style: `<CALayer: 0x…; name = …; position = (x, y); bounds = (x, y; w, h)>`.
    open override var description: String { layerDescription }

    // MARK: - Overridable methods
    // Declared in the class body so subclasses can override them (Swift cannot override members
    // declared in extensions); the behaviour lives in the `CALayer+…` files.

    /// Marks the whole layer as needing display. ViewLab always redraws the whole layer.
    open func setNeedsDisplay() { setNeedsDisplayImpl() }
    /// Marks `r` as needing display; ViewLab redraws the whole layer.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplayImpl() }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Calls `display()` if the layer is marked as needing display.
    open func displayIfNeeded() { displayIfNeededImpl() }
    /// Reloads the contents: the delegate's `display(_:)` when there is a delegate (its default
    /// draws the backing store through `draw(in:)`), otherwise the backing store directly.
    open func display() { displayImpl() }
    /// Draws the layer's content into the backing store; the default asks the delegate's
    /// `draw(_:in:)`. The context is in bounds coordinates with a top-left origin.
    open func draw(in ctx: CGContext) { drawImpl(in: ctx) }
    /// Whether contents are drawn flipped (odd number of `isGeometryFlipped` layers up to the root).
    open func contentsAreFlipped() -> Bool { contentsAreFlippedImpl() }

    /// Detaches the layer from its superlayer (or from the layer it masks). Open, as in Core
    /// Animation: subclasses override it to stop their animations first.
    open func removeFromSuperlayer() { removeFromSuperlayerImpl() }

    open func setNeedsLayout() { needsLayoutFlag = true }
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out this layer if it needs layout, then its sublayers (top-down).
    open func layoutIfNeeded() { layoutIfNeededImpl() }
    /// Asks the delegate's `layoutSublayers(of:)`; override to lay out sublayers yourself.
    open func layoutSublayers() { layoutSublayersImpl() }
    /// The bounds size, as Core Animation without a layout manager.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `p` (in this layer's space) is inside `bounds`.
    open func contains(_ p: CGPoint) -> Bool { containsImpl(p) }
    /// The farthest descendant (or self) containing `p`, given in the **superlayer's** space.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestImpl(p) }

    /// Renders the layer and its sublayers into `ctx` in the layer's own coordinate space (its
    /// position and transform are not applied), after running pending layout and display. This is
    /// the compositor's entry point (see `LayerCompositor`): a commit, then a composite with a
    /// render server of its own.
    open func render(in ctx: CGContext) { renderImpl(in: ctx) }

    /// The action for `event`, searched as Core Animation documents for `action(forKey:)`: the
    /// delegate's `action(for:forKey:)`, then `actions[event]`, then the `style` dictionary's
    /// `"actions"`, then `defaultAction(forKey:)`, then "the implicit action (if any) defined by
    /// Core Animation" (a `CABasicAnimation`, see `CALayer+Actions`). The first non-nil answer ends
    /// the search; an `NSNull` ends it with no action (returned as nil), which is how `actions =
    /// ["position": NSNull()]` turns an implicit animation off. A change of an animatable property
    /// runs what this returns.
    open func action(forKey event: String) -> CAAction? { actionImpl(forKey: event) }

    /// The action a layer class uses for `event` when neither the delegate nor the dictionaries
    /// give one (nil here: a subclass hook; Core Animation's own implicit animation comes after it).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// A subclass's own content (shape, gradient, text), drawn above `contents` and below the
    /// sublayers, in the layer's space. The base layer draws nothing.
    func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {}

    /// Where a subclass's own content can reach beyond `bounds` (a shape layer's path), in the
    /// layer's space; nil for none.
    func ownContentExtent() -> CGRect? { nil }

    /// Draws the sublayers (in the layer's space, above its own content); a replicator layer
    /// draws them once per instance.
    func drawSublayers(with compositor: LayerCompositor, alpha: Double) {
        compositor.drawSublayers(of: self, alpha: alpha)
    }

    /// Whether the layer's pixels change with the media time even without animations (an emitter
    /// layer's particles move): such a tree is drawn whole at every frame, as an animated one is.
    func drawsDifferentlyOverTime() -> Bool { false }

    /// Whether a subclass's own content paints its whole rounded bounds with opaque colour (a
    /// gradient whose colours are all opaque), so nothing drawn over it changes its alpha.
    func ownContentFillsBoundsOpaquely() -> Bool { false }

    /// Sets one declared property by key (see `CALayer+KeyValue`): a row of the class's
    /// `propertyTable`, or a key path a subclass adds (an emitter's `emitterCells.<name>.<key>`).
    /// Returns false for an unknown key or a wrongly typed value.
    func setLayerValue(_ value: Any?, forKey key: String) -> Bool {
        type(of: self).propertyTable.keyed(key)?.write(self, value) ?? false
    }
    /// Reads one declared property by key; nil for a key the class does not declare.
    func layerValue(forKey key: String) -> Any? { type(of: self).propertyTable.keyed(key)?.read(self) }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    open func value(forKey key: String) -> Any? { valueImpl(forKey: key) }
    open func value(forKeyPath keyPath: String) -> Any? { valueImpl(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKey key: String) { setValueImpl(value, forKey: key) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValueImpl(value, forKeyPath: keyPath) }
    /// Replaces the sublayer `oldLayer` by `newLayer` at the same index. Does nothing (with an error
    /// line) when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerImpl(oldLayer, with: newLayer)
    }
    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayerImpl(layer, below: sibling) }
    /// Inserts `layer` just above `sibling` (appends when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertSublayerImpl(layer, above: sibling) }
    /// Inserts `layer` at `index` (clamped to 0…count, as a too-large index appends).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { insertSublayerImpl(layer, at: index) }
    /// Appends `layer` on top of the other sublayers.
    open func addSublayer(_ layer: CALayer) { addSublayerImpl(layer) }
    open func removeAllAnimations() { removeAllAnimationsImpl() }
    /// Removes the animation under `key`; if it had not finished, its delegate hears
    /// `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { removeAnimationImpl(forKey: key) }
    /// The keys of the stored animations, in the order they were added (nil when none).
    open func animationKeys() -> [String]? { animationKeysImpl() }
    /// The animation stored under `key` (nil once removed). Core Animation returns its own copy,
    /// not the object that was added; so does ViewLab.
    open func animation(forKey key: String) -> CAAnimation? { animationImpl(forKey: key) }
    /// Adds a copy of `anim` under `key` ("This object is copied by the render tree, not
    /// referenced", Apple, `add(_:forKey:)`). A `beginTime` of 0 becomes the layer's current time
    /// (`convertTime(CACurrentMediaTime(), from: nil)`), as Core Animation does when the animation
    /// is committed. A `duration` of 0 becomes the transaction's `animationDuration()` (0.25 s
    /// unless set: what Core Animation is observed to play), and a group's children with duration 0
    /// take the group's. Adding under an existing key replaces the old animation, which stops
    /// unfinished; a nil key stores it under a generated one. The delegate hears
    /// `animationDidStart(_:)` when the transaction commits or the clock reaches the begin time,
    /// whichever is later, and `animationDidStop(_:finished: true)` when the clock passes the end;
    /// then the animation is removed if `isRemovedOnCompletion`. A `CATransition` with a nil key
    /// goes under `kCATransition`, and keeps the picture of the layer's subtree that the render tree
    /// holds — as the last commit left it, before the changes of this turn (`TransitionSnapshot`).
    open func add(_ anim: CAAnimation, forKey key: String?) { addImpl(anim, forKey: key) }
}
