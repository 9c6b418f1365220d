import ObjCRuntime

// MARK: - Activation

extension NSLayoutConstraint {
    /// The view an item belongs to: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Installs the constraint on the closest common ancestor of its items. Items in different
    /// trees (or a guide not added to a view) are reported, as UIKit raises for them, and the
    /// constraint stays inactive.
    func activateImpl() {
        guard installedView == nil else { return }
        guard let first = NSLayoutConstraint.view(of: firstItem) else {
            UIView.report(
                .autoLayout,
                "Unable to activate constraint \(self): its first item is missing or is a layout guide not added to a view"
            )
            return
        }
        var target = first
        if secondItem != nil {
            guard let second = NSLayoutConstraint.view(of: secondItem),
                let common = first.closestCommonAncestor(with: second)
            else {
                UIView.report(
                    .autoLayout,
                    "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") "
                        + "because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
                )
                return
            }
            target = common
        }
        install(on: target)
    }

    /// Puts the constraint in `view.constraints` and schedules a layout pass — from activation or
    /// from `view.addConstraint(_:)` alike, so a constraint to a scroll view's edge added the old
    /// way attaches to its content area too (`prepareScrollContent()`).
    func install(on view: UIView) {
        if let old = installedView {
            guard old !== view else { return }
            deactivateImpl()
        }
        prepareScrollContent()
        installedView = view
        NSLayoutConstraint.nextActivation += 1
        activationSequence = NSLayoutConstraint.nextActivation
        view.autoLayout.constraints.append(self)
        AutoLayoutEngine.installedCount += 1
        view.setNeedsLayout()
    }

    /// Removes the constraint from the view it is installed on. The constraint is autoreleased,
    /// as UIKit's deactivation leaves it (`isActive = false` sends `+deactivateConstraints:` an
    /// autoreleased array holding it): it lives to the end of the run loop's turn even when only a
    /// `weak` outlet holds it, so `bottomConstraint?.isActive = false` followed in the same turn
    /// by `bottomConstraint?.constant` still reads it — which components with weak constraint
    /// outlets do (the constraint is gone after the turn, on iOS too).
    func deactivateImpl() {
        guard let view = installedView else { return }
        AutoreleasedObjects.keep(self)
        view.autoLayoutStorage?.constraints.removeAll { $0 === self }
        installedView = nil
        AutoLayoutEngine.installedCount -= 1
        view.setNeedsLayout()
    }

    /// Constant or priority changed: the installed view's tree re-solves at the next layout pass.
    func constraintDidChange() {
        installedView?.setNeedsLayout()
    }
}

extension UIView {
    /// The closest view that is an ancestor of (or is) both views, or nil in different trees.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.storedSuperview }
        view = other
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.storedSuperview
        }
        return nil
    }

    /// Called before the view leaves its superview: as on iOS, constraints installed outside the
    /// view's subtree that refer to views inside it are deactivated.
    func deactivateConstraintsCrossing() {
        guard AutoLayoutEngine.installedCount > 0 else { return }
        var ancestor = storedSuperview
        while let a = ancestor {
            for c in a.constraints where c.refersToSubtree(of: self) { c.isActive = false }
            ancestor = a.storedSuperview
        }
    }
}

extension NSLayoutConstraint {
    /// Whether one of the items is in `view`'s subtree.
    func refersToSubtree(of view: UIView) -> Bool {
        [firstItem, secondItem].contains { NSLayoutConstraint.view(of: $0)?.isDescendant(of: view) ?? false }
    }
}
