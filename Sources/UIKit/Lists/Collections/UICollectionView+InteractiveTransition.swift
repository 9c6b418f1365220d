import Foundation

/// A layout change the app drives (Apple, `startInteractiveTransition(to:completion:)`): the
/// collection view asks its delegate for the transition layout
/// (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`, by default a
/// `UICollectionViewTransitionLayout`), tells the layouts (`prepareForTransition(to:)` on the
/// current one, `prepareForTransition(from:)` on the next) and shows the transition layout; the
/// app moves its `transitionProgress` (from a gesture or a display link) and ends with
/// `finishInteractiveTransition()` — the next layout is installed — or
/// `cancelInteractiveTransition()` — the current one comes back. Both layouts then get
/// `finalizeLayoutTransition()` and the completion runs with `completed` true and `finished`
/// telling which. iOS animates the last stretch to the final positions; ViewLab installs the
/// layout at once.
struct InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

extension UICollectionView {
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        if interactiveTransition != nil { finishInteractiveTransition() }
        let current = collectionViewLayout
        let transition =
            delegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        layout.owner = self
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        current.owner = self  // the transition layout prepares both against this collection view
        return transition
    }

    /// Installs the transition's next layout.
    public func finishInteractiveTransition() { endInteractiveTransition(finished: true) }

    /// Puts the transition's current layout back.
    public func cancelInteractiveTransition() { endInteractiveTransition(finished: false) }

    private func endInteractiveTransition(finished: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        let (current, next) = (transition.layout.currentLayout, transition.layout.nextLayout)
        collectionViewLayout = finished ? next : current
        (finished ? current : next).owner = nil
        current.finalizeLayoutTransition()
        next.finalizeLayoutTransition()
        layoutIfNeeded()
        transition.completion?(true, finished)
    }
}
