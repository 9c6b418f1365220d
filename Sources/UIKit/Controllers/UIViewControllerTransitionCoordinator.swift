import CoreGraphics

/// The context passed to the blocks of a transition coordinator.
@preconcurrency @MainActor
public final class UIViewControllerTransitionCoordinatorContext {
    public internal(set) var isAnimated = false
    public internal(set) var isCancelled = false
    public internal(set) var transitionDuration: TimeInterval = 0
    public internal(set) var presentationStyle: UIModalPresentationStyle = .none
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    /// The container view of the transition (a presentation's or a navigation controller's).
    public internal(set) var containerView: UIView = UIView()
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        controllers[key]
    }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
}

/// Coordinates the animations of a transition: a rotation, a presentation or dismissal, a push or
/// pop. Blocks given to `animate(alongsideTransition:completion:)` run in an animation of the
/// transition's duration on the media clock started with the transition's own (at once when it
/// is not animated), and completions when it ends. A rotation is not animated.
@preconcurrency @MainActor
public final class UIViewControllerTransitionCoordinator {
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let context = UIViewControllerTransitionCoordinatorContext()

    init() {}

    public var isAnimated: Bool { context.isAnimated }
    public var transitionDuration: TimeInterval { context.transitionDuration }
    public var containerView: UIView { context.containerView }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Registers `handler` for when an interactive transition turns non-interactive (iOS 10).
    /// ViewLab runs no interactive transitions, so it is never called (a transition is never
    /// interactive: `isInteractive` is false from the start).
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    /// The iOS 7 spelling of `notifyWhenInteractionChanges(_:)` (deprecated in iOS 10); never called either.
    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// Runs the alongside blocks at once.
    func runAnimations() {
        let blocks = animations
        animations = []
        blocks.forEach { $0(context) }
    }

    /// Runs the alongside blocks in an animation of the transition's duration (at once when the
    /// transition is not animated).
    func runAnimationsAlongside() {
        guard context.isAnimated, context.transitionDuration > 0, !animations.isEmpty else { return runAnimations() }
        UIView.animate(
            withDuration: context.transitionDuration, delay: 0, options: [], animations: { self.runAnimations() })
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        blocks.forEach { $0(context) }
    }
}
