import CoreGraphics
import Foundation

/// A push or pop run by the animator the navigation controller's delegate returns from
/// `navigationController(_:animationControllerFor:from:to:)` — the context the animator is given
/// (`UIViewControllerContextTransitioning`). As on iOS the container is a view under the
/// navigation bar holding the outgoing view; the animator adds the incoming one (`view(forKey:
/// .to)`), animates, and calls `completeTransition(_:)`; the end runs after the window's next
/// layout pass, and the incoming view then takes its place under the bar.
@preconcurrency @MainActor
final class NavigationTransition: RunToEndTransitionContext {
    let containerView = UIView()
    let isAnimated = true
    let operation: UINavigationController.Operation
    private let from: UIViewController
    private let to: UIViewController
    private let shownFrame: CGRect
    private let finish: (Bool) -> Void
    private var completed = false
    private var animator: UIViewControllerAnimatedTransitioning?

    init(
        in navigationController: UINavigationController, operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController, finish: @escaping (Bool) -> Void
    ) {
        self.operation = operation
        self.from = from
        self.to = to
        self.finish = finish
        shownFrame = from.viewIfLoaded?.frame ?? navigationController.view.bounds
        navigationController.installChildView(containerView, below: navigationController.navigationBar)
        if let fromView = from.viewIfLoaded { containerView.addSubview(fromView) }
    }

    var presentationStyle: UIModalPresentationStyle { .none }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.viewIfLoaded : key == .to ? to.view : nil
    }

    /// Where a controller's view starts: the outgoing one where it is, the incoming one nowhere
    /// yet (`.zero`, as UIKit answers for a view not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? shownFrame : .zero }

    /// Where it ends: the incoming view fills the content area the outgoing one had.
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? shownFrame : .zero }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        UIWindow.afterLayout(of: containerView.window) { [self] in
            finish(didComplete)
            containerView.removeFromSuperview()
            animator?.animationEnded(didComplete)
            animator = nil
        }
    }

    /// Runs `animator` with this context, the coordinator's alongside animations over its duration.
    func run(_ animator: UIViewControllerAnimatedTransitioning, coordinator: UIViewControllerTransitionCoordinator) {
        self.animator = animator
        coordinator.context.transitionDuration = animator.transitionDuration(using: self)
        animator.animateTransition(using: self)
        coordinator.runAnimationsAlongside()
    }
}
