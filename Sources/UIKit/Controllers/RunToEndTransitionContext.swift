import CoreGraphics

/// The context of a transition ViewLab runs to its end — a presentation or dismissal
/// (`PresentationTransition`), a navigation push or pop (`NavigationTransition`): no interactive
/// driver moves it, so it is never interactive or cancelled, and the interactive messages do
/// nothing.
@preconcurrency @MainActor
protocol RunToEndTransitionContext: UIViewControllerContextTransitioning {}

extension RunToEndTransitionContext {
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
