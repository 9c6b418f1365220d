import CoreGraphics

/// A view whose content (its subviews) can be larger than its bounds and is scrolled by
/// dragging.
///
/// As on iOS: `contentOffset` *is* `bounds.origin` (setting either sets the other; neither is
/// clamped when set in code), `clipsToBounds` is true, the zoom scales are 1. Dragging (the
/// `panGestureRecognizer`, driven by touches such as `window.drag(from:to:)`) moves the content
/// with the finger, clamped to the scrollable range — ViewLab has no rubber-banding or
/// deceleration, so the state after a drag is where a bounce would settle. With
/// `isPagingEnabled` the drag ends on the nearest page. Scroll indicators: see
/// `UIScrollView+Indicators.swift`.
open class UIScrollView: UIView {
    // MARK: - Stored state

    var storedContentSize = CGSize.zero
    var storedContentInset = UIEdgeInsets.zero
    var lastAdjustedContentInset = UIEdgeInsets.zero
    var dragStartOffset = CGPoint.zero
    /// How far the current drag pulls the content down past its top (for the refresh control).
    var refreshPull: CGFloat = 0
    var storedZoomScale: CGFloat = 1
    /// The indicator views (created on first use) and the last run-loop turn they are shown in.
    var indicators: (vertical: UIScrollViewIndicator, horizontal: UIScrollViewIndicator)?
    var indicatorsVisibleThroughTurn = Int.min
    /// The content and frame layout guides, made on first use (`UIScrollView+LayoutGuides.swift`).
    var scrollLayoutGuides: ScrollLayoutGuides?

    /// The recognizer that scrolls the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    // MARK: - Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
        decodeScrollView(coder)
    }

    // MARK: - Content

    /// The key-value observable properties this class adds (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    /// The size of the scrollable content (default zero).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            notifyingObservers(ofKey: "contentSize") {
                storedContentSize = UIScrollView.sanitized(newValue); contentGeometryDidChange()
            }
        }
    }

    /// The point of the content shown at the top-left of the bounds: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Sets the offset (ViewLab does not animate: the change is immediate and, when `animated`,
    /// `scrollViewDidEndScrollingAnimation` follows).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        notifyingObservers(ofKey: "contentOffset") { bounds.origin = contentOffset }
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Extra space around the content (default zero).
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            notifyingObservers(ofKey: "contentInset") {
                storedContentInset = UIScrollView.sanitized(newValue); contentGeometryDidChange()
            }
        }
    }

    /// `contentInset` plus the safe area, per `contentInsetAdjustmentBehavior`.
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

    /// How the safe area enters `adjustedContentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { contentGeometryDidChange() }
    }

    /// The pull-to-refresh control shown above the content (`UIScrollView+RefreshControl`).
    open var refreshControl: UIRefreshControl? {
        didSet { if refreshControl !== oldValue { refreshControlDidChange(from: oldValue) } }
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    // MARK: - Scrolling behaviour

    /// Whether dragging scrolls (default true).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether a drag past the edge bounces (kept; ViewLab's drags always stop at the edge).
    open var bounces = true
    open var alwaysBounceVertical = false { didSet { contentGeometryDidChange() } }
    open var alwaysBounceHorizontal = false { didSet { contentGeometryDidChange() } }
    /// Whether drags stop on multiples of the bounds size.
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var bouncesZoom = true
    open var decelerationRate = DecelerationRate.normal
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    /// Whether a drag that starts on `view` cancels the touches already sent to it (when
    /// `canCancelContentTouches`); the default, as Apple documents, is true unless `view` is a
    /// `UIControl`. Subclasses override it to let their controls scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether `view`, under the finger, receives `touches`; the default is true. Subclasses
    /// override it to keep touches from some content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether the finger is down on the content / has started scrolling / is decelerating.
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    open var isDecelerating: Bool { false }

    /// The object `delegate` holds, whatever the class's `delegate` is typed (weak, as in UIKit;
    /// `UIScrollView+Delegate.swift`).
    weak var scrollDelegate: UIScrollViewDelegate?

    /// Sets the delegate from `scrollView.delegate = …` on a reference typed `UIScrollView`; the
    /// table, collection and text views override it to set their own, narrower `delegate`.
    func setScrollDelegate(_ delegate: UIScrollViewDelegate?) { scrollDelegate = delegate }

    // MARK: - Indicators

    open var showsVerticalScrollIndicator = true { didSet { updateIndicators() } }
    open var showsHorizontalScrollIndicator = true { didSet { updateIndicators() } }
    open var indicatorStyle = IndicatorStyle.default { didSet { updateIndicators() } }
    /// Insets of the vertical indicator's track (added to the adjusted content inset's top and
    /// bottom when `automaticallyAdjustsScrollIndicatorInsets`).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { updateIndicators() } }
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { updateIndicators() } }
    /// Sets both indicator insets; reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }

    /// Shows the indicators briefly (see `UIScrollView+Indicators.swift` for when they show in a snapshot).
    open func flashScrollIndicators() { showIndicatorsForNextTurn() }

    // MARK: - Zooming

    /// The current zoom scale (clamped to `minimumZoomScale…maximumZoomScale`); applied as the
    /// transform of `delegate.viewForZooming(in:)`, and `contentSize` becomes that view's frame size.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var isZooming: Bool { false }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { applyZoomScale(scale) }

    /// Scrolls as little as possible to show `rect` (content coordinates) inside the area not
    /// covered by the adjusted insets; never beyond the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scrollToShow(rect, animated: animated) }

    // MARK: - Overrides

    /// Setting the bounds origin scrolls: the delegate hears `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old {
                scrollLayoutGuides?.follow(contentOffset: super.bounds.origin)
                didScroll()
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        takeContentSizeFromLayoutGuide()
        checkAdjustedContentInset()
        layoutRefreshControl()
        updateIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        checkAdjustedContentInset()
    }

    /// Where a drag that ends at `proposed` comes to rest before the delegate is asked (a
    /// collection view asks its layout, `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    func targetOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// The offsets a drag may reach, given the scrollable range (a page view controller's scroll
    /// view stops at a side without a neighbouring page).
    func dragRange(_ range: (min: CGPoint, max: CGPoint)) -> (min: CGPoint, max: CGPoint) { range }

    /// A drag is beginning (after `scrollViewWillBeginDragging`): a page view controller's
    /// scroll view asks its data source for the neighbouring pages here.
    func dragWillBegin() {}
    /// A drag came to rest (after `scrollViewDidEndDragging`): a page view controller's scroll
    /// view turns the page it landed on.
    func dragDidSettle() {}

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        keepIndicatorsOnTop(after: subview)
    }
}
