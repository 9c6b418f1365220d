// MARK: - Child view controllers

extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { storedChildren }
    /// The parent controller, or nil.
    public var parent: UIViewController? { storedParent }

    /// `addChild`, whose overridable declaration is in the class body.
    func addChildImpl(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// `removeFromParent`, whose overridable declaration is in the class body.
    func removeFromParentImpl() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }
}

extension UIViewController {
    /// The nearest ancestor of type `T` (a navigation or tab bar controller).
    func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var controller = storedParent
        while let current = controller {
            if let found = current as? T { return found }
            controller = current.storedParent
        }
        return nil
    }

    /// Puts a child's `view` in this container's view under `bar`, filling it (as a navigation or
    /// tab bar controller shows its visible child).
    func installChildView(_ view: UIView, below bar: UIView) {
        guard let container = viewIfLoaded else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.insertSubview(view, belowSubview: bar) }
    }
}
