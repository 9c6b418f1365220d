import CoreGraphics
import Foundation

/// The presentation controller of a sheet (iOS 15): the card that `.automatic`, `.pageSheet`,
/// `.formSheet` and, on iPhone, `.popover` presentations show, with its detents, grabber and corner
/// radius. `UIViewController.sheetPresentationController` returns it before the presentation so
/// it can be configured (`sheet.detents = [.medium(), .large()]`).
///
/// Drawn as iOS 17 draws it on an iPhone (`SheetMetrics`): the card's top is 10 pt below the top
/// of the safe area at the large detent, its top corners are rounded (10 pt unless
/// `preferredCornerRadius`), the container behind it is dimmed, and at the large detent the
/// presenting full-screen view is scaled back behind the card with the same corners.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at (default `[.large()]`).
    open var detents: [Detent] = [.large()] {
        didSet { containerView?.setNeedsLayout() }
    }
    /// The detent the sheet shows; nil: the smallest of `detents` ("If the value is nil, the sheet
    /// displays at the smallest detent", Apple).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { containerView?.setNeedsLayout() }
    }
    /// The largest detent at which the view behind is not dimmed; nil: always dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber (a 36 × 5 pt capsule at the top of the card) shows.
    open var prefersGrabberVisible = false {
        didSet { card?.grabber.isHidden = !prefersGrabberVisible }
    }
    /// The card's corner radius; nil: the system's (10 pt).
    open var preferredCornerRadius: CGFloat? {
        didSet { card?.layer.cornerRadius = cornerRadius }
    }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open weak var sourceView: UIView?

    /// Runs `changes` (detent changes), animated on the media clock.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView else { return }
        UIView.animate(withDuration: SheetMetrics.detentChangeDuration) { containerView.layoutIfNeeded() }
    }

    /// Asks the custom detents' resolvers again.
    open func invalidateDetents() { containerView?.setNeedsLayout() }

    // MARK: - Presentation

    /// The card the presented view is shown in (UIKit's drop-shadow view), with the grabber.
    private(set) var card: SheetCardView?
    private let dimmingView = UIView()
    /// The black behind a scaled-back presenting view (what shows around its rounded card).
    private let backdrop = UIView()
    /// What the presenting view looked like before it was scaled back.
    private var presentingBefore: (transform: CGAffineTransform, radius: CGFloat, masks: Bool)?

    var cornerRadius: CGFloat { preferredCornerRadius ?? SheetMetrics.cornerRadius }

    open override var presentedView: UIView? {
        if let card { return card }
        let card = SheetCardView(content: presentedViewController.view)
        card.layer.cornerRadius = cornerRadius
        card.grabber.isHidden = !prefersGrabberVisible
        self.card = card
        return card
    }

    open override var shouldPresentInFullscreen: Bool { false }

    /// The identifier of the detent the sheet is at.
    var currentDetent: Detent? {
        let context = resolutionContext
        if let selected = selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == selected }) {
            return detent
        }
        return detents.min { ($0.resolvedValue(in: context) ?? 0) < ($1.resolvedValue(in: context) ?? 0) }
    }

    private var resolutionContext: DetentResolutionContext {
        let bounds = containerView?.bounds ?? presentingViewController.viewIfLoaded?.window?.bounds ?? .zero
        return DetentResolutionContext(
            containerTraitCollection: traitCollection,
            maximumDetentValue: max(0, bounds.height - largeTop))
    }

    /// The top of the card at the large detent: 10 pt below the top of the safe area.
    private var largeTop: CGFloat {
        (containerView?.safeAreaInsets.top ?? presentingViewController.viewIfLoaded?.window?.safeAreaInsets.top ?? 0)
            + SheetMetrics.topGap
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let context = resolutionContext
        var height = currentDetent?.resolvedValue(in: context) ?? context.maximumDetentValue
        if let detent = currentDetent, detent.isCustom { height += containerView.safeAreaInsets.bottom }
        height = min(max(0, height), bounds.height - largeTop)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Whether the view behind is dimmed at the current detent.
    var dimsBehind: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let context = resolutionContext
        let limit = detents.first { $0.identifier == undimmed }?.resolvedValue(in: context) ?? 0
        return (currentDetent?.resolvedValue(in: context) ?? 0) > limit
    }

    /// Whether the sheet covers the whole height (the presenting view is scaled back then).
    var isAtLargestHeight: Bool {
        guard let containerView else { return false }
        return frameOfPresentedViewInContainerView.minY <= largeTop + 0.5 && containerView.bounds.height > 0
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(SheetMetrics.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let presenting = presentingViewController.viewIfLoaded
        let scalesBack =
            isAtLargestHeight
            && presenting.map { $0.frame == containerView.bounds && $0.superview === containerView.superview } == true
        let apply = { [self] in
            dimmingView.alpha = dimsBehind ? 1 : 0
            if scalesBack, let presenting { scaleBack(presenting, in: containerView.bounds) }
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in apply() })
        } else {
            apply()
        }
    }

    open override func dismissalTransitionWillBegin() {
        let restore = { [self] in
            dimmingView.alpha = 0
            if let presenting = presentingViewController.viewIfLoaded, let before = presentingBefore {
                presenting.transform = before.transform
                presenting.layer.cornerRadius = before.radius
            }
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in restore() })
        } else {
            restore()
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        if let presenting = presentingViewController.viewIfLoaded, let before = presentingBefore {
            presenting.layer.masksToBounds = before.masks
        }
        presentingBefore = nil
        backdrop.removeFromSuperview()
        dimmingView.removeFromSuperview()
    }

    open override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Scales the presenting full-screen view back behind the card: narrower by `SheetMetrics.
    /// presentingInset` on each side, its top at the top of the safe area, with the card's corners.
    private func scaleBack(_ view: UIView, in bounds: CGRect) {
        presentingBefore = (view.transform, view.layer.cornerRadius, view.layer.masksToBounds)
        backdrop.backgroundColor = .black
        backdrop.frame = bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.superview?.insertSubview(backdrop, belowSubview: view)
        let scale = max(0.5, (bounds.width - 2 * SheetMetrics.presentingInset) / max(1, bounds.width))
        let top = largeTop - SheetMetrics.topGap
        // Scaling about the centre moves the top edge down by h(1 - s)/2; move it to `top`.
        let lift = top - bounds.height * (1 - scale) / 2
        view.layer.masksToBounds = true
        view.layer.cornerRadius = cornerRadius / scale
        view.transform = CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
    }
}

/// The measurements of iOS's sheet on iPhone that ViewLab draws with.
enum SheetMetrics {
    /// The card's top sits this far below the top of the safe area at the large detent (iOS 13
    /// and later on iPhone; the figure libraries that recreate the page sheet use).
    static let topGap: CGFloat = 10
    /// The card's corner radius when `preferredCornerRadius` is nil (the same sources).
    static let cornerRadius: CGFloat = 10
    /// The opacity of the black dimming view behind the card (UIKit's dimming view: black at 40 %).
    static let dimmingAlpha: CGFloat = 0.4
    /// ViewLab's approximation: how much narrower, on each side, the scaled-back presenting view is.
    static let presentingInset: CGFloat = 16
    /// The grabber: a capsule 36 × 5 pt, 5 pt below the card's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// ViewLab: the duration of a detent change made in `animateChanges(_:)`.
    static let detentChangeDuration: TimeInterval = 0.35
}

/// The card a sheet shows its controller's view in: rounded top corners, the content filling it,
/// and the grabber on top.
final class SheetCardView: UIView {
    let grabber = UIView()
    let content: UIView

    init(content: UIView) {
        self.content = content
        super.init(frame: content.frame)
        layer.masksToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = SheetMetrics.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        if content.superview === self { content.frame = bounds }
        grabber.frame = CGRect(
            x: (bounds.width - SheetMetrics.grabberSize.width) / 2, y: SheetMetrics.grabberTop,
            width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
        bringSubviewToFront(grabber)
    }
}
