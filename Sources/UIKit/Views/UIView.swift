import CoreGraphics
import ObjCRuntime
import QuartzCore

/// An object that manages the content for a rectangular area on the screen. Every view is backed
/// by a `CALayer` and is that layer's delegate.
///
/// The concerns live in extensions: hierarchy (`UIView+Hierarchy`), geometry (`+Geometry`),
/// appearance (`+Appearance`, `+ContentMode`), the display cycle (`+Display`), the layout cycle
/// (`+Layout`, `+Autoresizing`, `+LayoutMargins`), traits (`+Traits`), hit-testing (`+HitTest`),
/// gestures (`+Gestures`) and ViewLab's diagnostics (`+Diagnostics`, `LifecycleLog`). Members a
/// subclass may override are declared in this file (Swift cannot override extension members) and
/// forward to those files. Accessibility properties are declared on `UIResponder` (Apple puts
/// them on `NSObject`).
open class UIView: UIResponder, @preconcurrency CALayerDelegate {
    /// The backing layer (a plain `CALayer`; the view is its delegate).
    public let layer: CALayer

    /// The view's key-value observable properties (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    // MARK: - Stored state (used by the extensions)

    weak var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    var storedTransform = CGAffineTransform.identity

    // Display cycle.
    var needsDisplayFlag = true
    var dirtyRect: CGRect?
    var currentDrawRect: CGRect?
    /// nil until the first display: whether the view draws anything in `draw(_:)`.
    var drawsContent: Bool?
    var baseDrawCalled = false
    var backingStore: CGImage?
    /// The traits of the display pass running `display(_:)` (nil when Core Animation asks directly).
    var displayTraits: UITraitCollection?
    /// Whether UIView's own `display(_:)` ran (false: a subclass's override set the contents).
    var defaultDisplayRan = false
    var storedContentMode = UIView.ContentMode.scaleToFill

    // Layout cycle.
    var needsLayoutFlag = false
    /// Whether `updateProperties()` is owed (a new view owes its first: UIView+UpdateProperties.swift).
    var needsUpdatePropertiesFlag = true
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var storedSafeAreaInsets = UIEdgeInsets.zero

    // Traits.
    var lastTraits: UITraitCollection?
    var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var traitRegistrations: [UITraitChangeRegistration] = []
    weak var owningViewController: UIViewController?

    // Appearance.
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var storedMask: UIView?
    var storedIsOpaque = true
    var storedAlpha: CGFloat = 1

    // Events.
    var storedGestureRecognizers: [UIGestureRecognizer] = []

    // Auto Layout (AutoLayoutEngine+ViewState.swift), created on first use.
    var autoLayoutStorage: AutoLayoutViewState?

    // MARK: - Initialisers

    /// The designated initialiser: a view with `frame` in its superview's coordinate space.
    public init(frame: CGRect) {
        layer = type(of: self).makeLayer()
        super.init()
        adoptLayer()
        // A view's layer draws at the screen's scale (a layer you create yourself stays at 1).
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
    }

    /// The initialiser nib loading calls (`UINib`): with a `UINibDecoder` the view restores
    /// what Interface Builder stored — frame, colours, flags, then its subviews (each made with
    /// its own `init(coder:)`) and its constraints (`UIView+NibCoding`); outlets are connected
    /// only after every object exists. Any other coder gives a zero-sized view.
    public required init?(coder: NSCoder) {
        layer = type(of: self).makeLayer()
        super.init()
        adoptLayer()
        if let decoder = coder as? UINibDecoder { decodeNibContents(decoder) }
    }

    /// Encodes the view (`NSCoding`): on iOS the view's properties and subviews go into the
    /// archive. ViewLab archives no views (there is no keyed archiver for them); the method exists
    /// so subclasses that override it and call `super` compile and run, as cells in collection
    /// libraries do.
    open func encode(with coder: NSCoder) {}

    /// The class of the view's backing layer; override to back a view with a `CAShapeLayer`,
    /// `CAGradientLayer`… (the layer is created once, in the initialiser, as in UIKit).
    open class var layerClass: AnyClass { CALayer.self }

    /// `UIView()` — a zero-sized view, through `init(frame:)`, so that subclasses overriding
    /// `init(frame:)` inherit it exactly as on iOS.
    public override convenience init() { self.init(frame: .zero) }

    /// Called on every object loaded from a nib once all of the nib's objects exist and their
    /// outlets and actions are connected (`UINib.instantiate`); call `super`.
    open func awakeFromNib() { MethodSwizzling.run(self, UIView.self, "awakeFromNib", []) { () } }
    /// Called by Interface Builder when it renders a designable; ViewLab never does.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return storedSuperview
    }

    // MARK: - Overridable API
    //
    // Swift cannot override members declared in extensions, so every member a subclass may
    // override is declared here and forwards to its implementation in the concern's extension
    // file, where UIKit's rule is documented.

    // Geometry (UIView+Geometry.swift)
    /// The frame in the superview's coordinate space (derived from center, bounds, transform).
    open var frame: CGRect {
        get { frameImpl }
        set { notifyingObservers(ofKey: "frame") { frameImpl = newValue } }
    }
    /// The bounds in the view's own coordinate space; the origin shifts the content.
    open var bounds: CGRect {
        get { boundsImpl }
        set { notifyingObservers(ofKey: "bounds") { boundsImpl = newValue } }
    }
    /// The centre of the frame in the superview's coordinate space.
    open var center: CGPoint {
        get { centerImpl }
        set { notifyingObservers(ofKey: "center") { centerImpl = newValue } }
    }
    /// The transform applied about the centre.
    open var transform: CGAffineTransform {
        get { transformImpl }
        set { notifyingObservers(ofKey: "transform") { transformImpl = newValue } }
    }

    // Hierarchy (UIView+Hierarchy.swift)
    /// Adds `view` on top of the subviews (callbacks in UIKit's order; cycles are refused).
    open func addSubview(_ view: UIView) { addSubviewImpl(view) }
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewImpl(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubviewImpl(view, aboveSubview: siblingSubview)
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubviewImpl(view, belowSubview: siblingSubview)
    }
    open func bringSubviewToFront(_ view: UIView) { bringSubviewToFrontImpl(view) }
    open func sendSubviewToBack(_ view: UIView) { sendSubviewToBackImpl(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviewImpl(at: index1, withSubviewAt: index2)
    }
    open func removeFromSuperview() { removeFromSuperviewImpl() }
    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() { MethodSwizzling.run(self, UIView.self, "didMoveToSuperview", []) { () } }
    /// Called on the view and its whole subtree before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() { MethodSwizzling.run(self, UIView.self, "didMoveToWindow", []) { () } }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // Appearance (UIView+Appearance.swift, UIView+ContentMode.swift)
    /// The background colour; dynamic colours resolve with the view's traits at display time.
    open var backgroundColor: UIColor? {
        get { backgroundColorImpl }
        set { notifyingObservers(ofKey: "backgroundColor") { backgroundColorImpl = newValue } }
    }
    open var alpha: CGFloat {
        get { alphaImpl }
        set { notifyingObservers(ofKey: "alpha") { alphaImpl = newValue } }
    }
    open var isHidden: Bool {
        get { isHiddenImpl }
        set { notifyingObservers(ofKey: "hidden") { isHiddenImpl = newValue } }
    }
    /// Whether the view fills its bounds with opaque content (default true). A view that draws with
    /// `draw(_:)`, is opaque and has no `backgroundColor` gets a backing store without alpha, so what
    /// it leaves transparent is black, as on iOS (`UIView+Display.swift`).
    open var isOpaque: Bool {
        get { isOpaqueImpl }
        set { isOpaqueImpl = newValue }
    }
    /// Whether the buffer `draw(_:)` fills is cleared first (default true). Apple: when true "the
    /// drawing buffer is automatically cleared to transparent black before the draw(_:) method is
    /// called"; when false it is not, and the view "is responsible for filling every pixel" —
    /// what the buffer holds then is unspecified. ViewLab always clears, which is a valid
    /// outcome of false too.
    open var clearsContextBeforeDrawing = true
    /// ViewLab: whether `draw(_:)` draws the artwork of a UIKit component (a switch, a slider…) that
    /// iOS draws with layers; such views keep a transparent backing store whatever `isOpaque` says.
    @_spi(ViewLab) open class var drawsSystemArtwork: Bool { false }
    var drawsSystemArtwork: Bool { type(of: self).drawsSystemArtwork }
    /// Whether a change of the bounds' size redraws the view whatever its `contentMode` (a label's
    /// text is laid out in its bounds; see `UILabel`).
    class var redisplaysWhenResized: Bool { false }
    open var clipsToBounds: Bool {
        get { clipsToBoundsImpl }
        set { clipsToBoundsImpl = newValue }
    }
    open var mask: UIView? {
        get { maskImpl }
        set { maskImpl = newValue }
    }
    /// The tint colour, inherited from the superview.
    open var tintColor: UIColor! {
        get { tintColorImpl }
        set { tintColorImpl = newValue }
    }
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { tintAdjustmentModeImpl }
        set { tintAdjustmentModeImpl = newValue }
    }
    /// Called when the (inherited) tint colour or adjustment mode changes.
    open func tintColorDidChange() {}
    /// How the cached bitmap is fitted when the bounds change (`.redraw` redraws).
    open var contentMode: ContentMode {
        get { contentModeImpl }
        set { contentModeImpl = newValue }
    }

    // Display cycle (UIView+Display.swift)
    /// Draws the view's content into `UIGraphicsGetCurrentContext()`. Only called when the view
    /// is marked for display; the result is cached. Subclasses of `UIView` need not call `super`
    /// (ViewLab: the base implementation running is how a view without custom drawing is
    /// detected — see `UIView+Display.swift`).
    open func draw(_ rect: CGRect) { MethodSwizzling.run(self, UIView.self, "draw:", [rect]) { baseDrawCalled = true } }
    /// Marks the whole view for redrawing in the next display pass (calls coalesce).
    open func setNeedsDisplay() { setNeedsDisplayImpl() }
    /// Marks `rect` for redrawing.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplayImpl(rect) }

    // Layout cycle (UIView+Layout.swift, UIView+LayoutMargins.swift)
    /// Marks the view for layout in the next layout pass (calls coalesce).
    open func setNeedsLayout() { setNeedsLayoutImpl() }
    /// Lays out now what needs layout, from the highest ancestor that needs it (CALayer's rule).
    open func layoutIfNeeded() { layoutIfNeededImpl() }

    // Property updates, iOS 26 (UIView+UpdateProperties.swift)
    /// Override to set the view's properties from its model (colours, text, configurations); runs
    /// in the update pass, before `layoutSubviews()`. The default does nothing.
    open func updateProperties() {}
    /// Marks the view so that `updateProperties()` runs in the next update pass (calls coalesce).
    open func setNeedsUpdateProperties() { setNeedsUpdatePropertiesImpl() }
    /// Runs the property updates this view and its subviews owe, now.
    open func updatePropertiesIfNeeded() { UIView.runPropertyUpdates(from: self) }

    // Snapshots (UIView+Snapshotting.swift)
    /// Draws the view's hierarchy into the current context, scaled to `rect`.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyImpl(in: rect, afterScreenUpdates: afterUpdates)
    }
    /// A new view showing what this view looks like now.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshotViewImpl(afterScreenUpdates: afterUpdates)
    }
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        resizableSnapshotViewImpl(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }
    /// Lays out subviews. The base implementation applies the frames Auto Layout solved for the
    /// subviews that use constraints (nothing for frame-based subviews); call `super` first,
    /// then adjust, as on iOS.
    /// Method swizzling can exchange it (`UIView+Swizzling.swift`).
    open func layoutSubviews() { MethodSwizzling.run(self, UIView.self, "layoutSubviews", []) { layoutSubviewsImpl() } }
    /// The descendant whose first baseline is the view's (baseline alignment, `firstBaselineAnchor`
    /// in stacks). "UIView's implementation returns [self viewForLastBaselineLayout]" (`UIView.h`).
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The descendant whose last baseline is the view's: the deprecated `forBaselineLayout()`,
    /// which is the view itself unless overridden (code written before iOS 9 overrides that one).
    open var forLastBaselineLayout: UIView { forBaselineLayout() }
    /// Deprecated since iOS 9 in favour of `forFirstBaselineLayout`/`forLastBaselineLayout`; the view itself.
    open func forBaselineLayout() -> UIView { self }
    /// The natural size of the content; the base view has none (`noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize {
        MethodSwizzling.run(self, UIView.self, "intrinsicContentSize", []) { UIView.noIntrinsicSize }
    }
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeImpl() }
    /// The size that best fits `size`; the base view returns its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { sizeToFitImpl() }
    /// The insets that keep content clear of system UI (from the window, intersected downwards).
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsImpl }
    open func safeAreaInsetsDidChange() {}
    /// The layout margins (default 8 per side, measured from the safe area).
    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsImpl }
        set { layoutMarginsImpl = newValue }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalLayoutMarginsImpl }
        set { directionalLayoutMarginsImpl = newValue }
    }
    open func layoutMarginsDidChange() {}

    // Auto Layout (UIView+AutoLayout.swift)
    /// Marks the view so that `updateConstraints()` runs before the next layout pass. Open, as in
    /// UIKit (`func setNeedsUpdateConstraints()` of the `UIView` class), so a subclass may
    /// override it to drop constraints it rebuilds in `updateConstraints()`.
    open func setNeedsUpdateConstraints() { setNeedsUpdateConstraintsImpl() }
    /// Updates the view's constraints before the layout pass (leaves first). Overrides must call
    /// `super.updateConstraints()` last, as on iOS (ViewLab reports a missing call).
    open func updateConstraints() { autoLayout.calledSuperUpdateConstraints = true }
    /// Whether the view needs the Auto Layout engine even without constraints installed (its
    /// `updateConstraints()` then runs in the first layout pass). Default false.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The fitting size for the target size, from the constraints of the view's subtree
    /// (`UIView.layoutFittingCompressedSize` / `layoutFittingExpandedSize`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingImpl(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The fitting size with a priority per axis (`.required` holds that dimension at the target).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFittingImpl(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // Traits (UIView+Traits.swift)
    /// The view's traits: inherited from the superview or window, with overrides applied.
    open var traitCollection: UITraitCollection { traitCollectionImpl }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleImpl }
        set { overrideUserInterfaceStyleImpl = newValue }
    }
    /// The smallest and largest `preferredContentSizeCategory` this view and its subviews see
    /// (iOS 15; nil: no limit). See `UIView+ContentSizeLimits.swift`.
    open var minimumContentSizeCategory: UIContentSizeCategory? { didSet { setNeedsLayout() } }
    open var maximumContentSizeCategory: UIContentSizeCategory? { didSet { setNeedsLayout() } }
    /// A description of the limits in effect, for debugging; open, as on iOS (labels override it).
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeCategoryLimitsDescription }
    /// Called once after the traits changed, with the previous collection.
    /// Method swizzling can exchange it (`UIView+Swizzling.swift`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        MethodSwizzling.run(self, UIView.self, "traitCollectionDidChange:", [previousTraitCollection]) { () }
    }

    // Hit-testing (UIView+HitTest.swift)
    /// The farthest descendant containing `point` (UIKit's rules).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        MethodSwizzling.run(self, UIView.self, "hitTest:with:", [point, event]) { hitTestImpl(point, with: event) }
    }
    /// Whether `point` is inside the view (default: inside `bounds`).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        MethodSwizzling.run(self, UIView.self, "pointInside:with:", [point, event]) { bounds.contains(point) }
    }

    // Gestures (UIView+Gestures.swift)
    /// Asked before a recognizer attached to this view (or a subview) begins; default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // Accessibility (declared on UIResponder)
    override var defaultAccessibilityFrame: CGRect { convert(bounds, to: nil) }

    // MARK: - Layer delegate

    /// What the layer calls to fill its backing store: sets up UIKit's drawing environment (the
    /// context pushed as current, `UITraitCollection.current`) and calls `draw(_:)`. Open, as UIKit
    /// declares it (`CALayerDelegate` on `UIView`): a subclass that overrides it draws the layer
    /// itself, and `draw(_:)` is called only through `super`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard let rect = currentDrawRect else {
            // Asked by Core Animation directly (`layer.display()`, `layer.draw(in:)`), not by the
            // view's display pass: a `draw(_:)` call of its own, reported to `:trace`.
            drawWithUIKitEnvironment(in: ctx, rect: bounds)
            if drawsContent != false { recordingLifecycleLog.record(.draw, self) }
            return
        }
        drawWithUIKitEnvironment(in: ctx, rect: rect)
    }

    /// Fills the layer's contents when it needs display. UIKit's default draws the backing store
    /// with `draw(_:)`; a subclass that overrides it sets `layer.contents` itself (an image it
    /// cached, a frame of an animated image) and `draw(_:)` is not called — Core Animation's rule
    /// for the delegate's `displayLayer:` (CALayer.h: "If defined, called by the default
    /// implementation of the -display method, in which case it should implement the entire display
    /// process (typically by setting the `contents' property)"). Open, as on iOS, where subclasses
    /// write `override func display(_ layer: CALayer)`.
    open func display(_ layer: CALayer) { displayImpl(layer) }

    /// The action for a change of the layer's `event` key: inside a `UIView.animate…` block an
    /// animation of the block's timing, else `NSNull` — a view's layer does not animate implicitly
    /// (see `UIView+Animation`). Open, as on iOS.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        blockAnimationAction(for: layer, forKey: event)
    }

    /// UIKit lays a view out when Core Animation lays out its layer. Open, as on iOS.
    open func layoutSublayers(of layer: CALayer) {
        layoutIfNeeded()
    }

    // MARK: - Description

    /// UIKit's style: `<MyView: frame = (0 0; 100 40); tag = 2; hidden = YES>` (`UIView+Diagnostics`).
    open override var description: String { mainActorDescription { frameDescription } }

    // MARK: - Plain properties

    /// Whether touches are delivered to the view (false: the view and its subtree are skipped by
    /// hit-testing).
    open var isUserInteractionEnabled = true
    /// An integer that identifies the view (`viewWithTag(_:)`).
    open var tag = 0
    /// Insets from the frame to the view's alignment rectangle, the rectangle Auto Layout aligns
    /// on iOS (Apple, `alignmentRectInsets`; `.zero` by default, overridden by views whose
    /// drawing has ornaments such as shadows). ViewLab's engine aligns frames: the value is
    /// kept and read by `alignmentRect(forFrame:)`/`frame(forAlignmentRect:)`, not by layout.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// Whether Smart Invert leaves the view's content alone (Apple, `accessibilityIgnoresInvertColors`).
    /// ViewLab has no Smart Invert: the value is kept.
    open var accessibilityIgnoresInvertColors = false
    /// Whether the view's content flips in a right-to-left layout (see `UIView+LayoutDirection`).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// Whether subviews are resized by their `autoresizingMask` when the bounds size changes.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether Auto Layout turns the view's frame (and autoresizing mask) into required
    /// constraints. True for views made in code; set it to false on a view you position with
    /// constraints (the engine then sets its frame).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints {
                storedSuperview?.setNeedsLayout(); setNeedsLayout()
            }
        }
    }
    /// Whether layout margins follow the superview's margins where they overlap.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the safe area is added to the layout margins (default true, as on iOS).
    open var insetsLayoutMarginsFromSafeArea = true

    /// Attaches `gestureRecognizer` (detaching it from its previous view). Declared here so that a
    /// subclass can override it, as on iOS (a card stack that adds its own recognisers first);
    /// the work is in `UIView+Gestures.swift`.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }
    /// Detaches `gestureRecognizer` (overridable, as above).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Sets the compression resistance priority for `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentCompressionResistancePriorityImpl(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its `intrinsicContentSize` along `axis`
    /// (the constraint `size >= intrinsic` at this priority). Default `.defaultHigh` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentCompressionResistancePriorityImpl(for: axis)
    }
    /// Sets the content hugging priority for `axis` (re-solves at the next layout pass).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentHuggingPriorityImpl(priority, for: axis)
    }
    /// How strongly the view resists growing beyond its `intrinsicContentSize` along `axis`.
    ///
    /// Auto Layout turns it into the constraint `size <= intrinsic` at this priority (UIKit's
    /// `NSContentSizeLayoutConstraint`). Default `.defaultLow` (250); `UILabel` uses 251 on both
    /// axes, as on iOS, so a label hugs its text a little harder than a plain view.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentHuggingPriorityImpl(for: axis)
    }
    /// Runs `updateConstraints()` now on every marked view of this subtree, leaves first.
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededImpl() }
    /// Converts `rect` from `view`'s coordinate space (nil: the window's).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertImpl(rect, from: view) }
    /// Converts `rect` to `view`'s coordinate space (nil: the window's): the bounding box of the
    /// converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertImpl(rect, to: view) }
    /// Converts `point` from `view`'s coordinate space (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertImpl(point, from: view) }
    /// Converts `point` from this view's coordinate space to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertImpl(point, to: view) }
    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`
    /// (Apple, `frame(forAlignmentRect:)`).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { frameImpl(forAlignmentRect: alignmentRect) }
    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets` (Apple,
    /// `alignmentRect(forFrame:)`).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { alignmentRectImpl(forFrame: frame) }
    /// The recognizers attached to the view (nil when there are none, as on iOS).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizersImpl }
        set { gestureRecognizersImpl = newValue }
    }
}
