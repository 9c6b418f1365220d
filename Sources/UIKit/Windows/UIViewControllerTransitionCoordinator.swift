/// The context passed to the blocks of a transition coordinator.
@preconcurrency @MainActor
public final class UIViewControllerTransitionCoordinatorContext {
    public let isAnimated = false
    public let isCancelled = false
    public let transitionDuration: TimeInterval = 0
}

/// Coordinates a size transition (rotation). ViewLab does not animate: blocks given to
/// `animate(alongsideTransition:completion:)` run when the new size is applied, and completions
/// right after the layout that follows.
@preconcurrency @MainActor
public final class UIViewControllerTransitionCoordinator {
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private let context = UIViewControllerTransitionCoordinatorContext()

    init() {}

    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        let blocks = animations
        animations = []
        blocks.forEach { $0(context) }
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        blocks.forEach { $0(context) }
    }
}
