// MARK: - Child view controllers

extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { storedChildren }
    /// The parent controller, or nil.
    public var parent: UIViewController? { storedParent }

    /// Adds `childController` as a child (removing it from its old parent); calls
    /// `willMove(toParent:)` on it. The caller adds the child's view and then calls
    /// `didMove(toParent:)`, as on iOS.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. The caller calls
    /// `willMove(toParent: nil)` and removes the view first, as on iOS.
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }
}
