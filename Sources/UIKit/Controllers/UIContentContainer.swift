import CoreGraphics

/// What a container of controllers is told about its children's sizes and its own size changes
/// (`UIViewController` and `UIPresentationController` conform).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// The deprecated top and bottom layout guides (`topLayoutGuide`, `bottomLayoutGuide`): their
/// `length` is the safe area's inset at that edge, their anchors the safe area's edge.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A `UILayoutSupport` over a view's safe area: the strip between the view's edge and the safe
/// area's edge.
@preconcurrency @MainActor
final class SafeAreaEdgeGuide: UILayoutSupport {
    private weak var view: UIView?
    private let top: Bool
    private let guide = UILayoutGuide()

    init(view: UIView, top: Bool) {
        self.view = view
        self.top = top
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(
            top
                ? [
                    guide.topAnchor.constraint(equalTo: view.topAnchor),
                    guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
                ]
                : [
                    guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
                    guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
    }

    var length: CGFloat { top ? view?.safeAreaInsets.top ?? 0 : view?.safeAreaInsets.bottom ?? 0 }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

/// Drives a transition's progress from a gesture. ViewLab runs no interactive transition: the
/// object keeps what it is told, and a presentation it is given runs as an animated one.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: UITimingCurveProvider?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) { self.percentComplete = min(max(percentComplete, 0), 1) }
    open func cancel() {}
    open func finish() { percentComplete = 1 }
    open func pause() {}
}
