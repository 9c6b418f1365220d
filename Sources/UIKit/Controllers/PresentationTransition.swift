import CoreGraphics
import Foundation

/// One presentation or dismissal in progress: the context its animator is given
/// (`UIViewControllerContextTransitioning`), its coordinator, and what happens when the animator
/// calls `completeTransition(_:)` — the end is run after the window's next layout pass, so
/// `viewDidAppear(_:)` and the completion block come once the new screen is laid out.
@preconcurrency @MainActor
final class PresentationTransition: RunToEndTransitionContext {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presentationController: UIPresentationController
    let containerView: UIView
    let isAnimated: Bool
    let coordinator = UIViewControllerTransitionCoordinator()
    private let finish: (Bool) -> Void
    private var completed = false
    private var animator: UIViewControllerAnimatedTransitioning?

    init(
        kind: Kind, presentationController: UIPresentationController, containerView: UIView, animated: Bool,
        finish: @escaping (Bool) -> Void
    ) {
        self.kind = kind
        self.presentationController = presentationController
        self.containerView = containerView
        self.isAnimated = animated
        self.finish = finish
        let context = coordinator.context
        context.isAnimated = animated
        context.presentationStyle = presentationController.presentationStyle
        context.containerView = containerView
        for key in [UITransitionContextViewControllerKey.from, .to] {
            context.controllers[key] = viewController(forKey: key)
        }
        for key in [UITransitionContextViewKey.from, .to] { context.views[key] = view(forKey: key) }
    }

    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }

    private var presented: UIViewController { presentationController.presentedViewController }
    private var presenting: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): return presenting
        case (.presentation, .to), (.dismissal, .from): return presented
        default: return nil
        }
    }

    /// The presented view, and the presenting one only when the presentation removes it
    /// (`shouldRemovePresentersView`), as UIKit answers.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from): return presentationController.presentedView
        case (.presentation, .from), (.dismissal, .to):
            return presentationController.shouldRemovePresentersView ? presenting.viewIfLoaded : nil
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented {
            return kind == .dismissal ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return vc.viewIfLoaded?.frame ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented {
            return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return vc.viewIfLoaded?.frame ?? .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        UIWindow.afterLayout(of: containerView.window) { [self] in
            finish(didComplete)
            coordinator.runCompletions()
            animator?.animationEnded(didComplete)
            animator = nil
        }
    }

    /// Runs `animator`: its duration, its `animateTransition(using:)`, and the coordinator's
    /// alongside animations over the same duration.
    func run(_ animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        coordinator.context.transitionDuration = isAnimated ? animator.transitionDuration(using: self) : 0
        animator.animateTransition(using: self)
        coordinator.runAnimationsAlongside()
    }
}

/// UIKit's own presentation animation (`modalTransitionStyle`): `.coverVertical` slides the
/// presented view up from the bottom edge (and down when dismissed), `.crossDissolve` fades it.
/// ViewLab: 0.5 s, critically damped spring (iOS uses a spring; the exact curve is not documented).
@preconcurrency @MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    private var fades: Bool { style == .crossDissolve || style == .flipHorizontal }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let view = transitionContext.view(forKey: presenting ? .to : .from),
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        else {
            return transitionContext.completeTransition(true)
        }
        // The frame and opacity the view has when it is on screen, and when it is not.
        let shown =
            presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        var offscreen = shown
        if !fades { offscreen.origin.y = container.bounds.maxY }
        let (start, end) = presenting ? (offscreen, shown) : (shown, offscreen)
        let (startAlpha, endAlpha): (CGFloat, CGFloat) = fades ? (presenting ? (0, 1) : (1, 0)) : (1, 1)
        if presenting { container.addSubview(view) }
        view.frame = start
        view.alpha = startAlpha
        guard transitionContext.isAnimated else {
            view.frame = end
            view.alpha = endAlpha
            return transitionContext.completeTransition(true)
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                view.frame = end
                view.alpha = endAlpha
            }, completion: { _ in transitionContext.completeTransition(true) })
    }
}
