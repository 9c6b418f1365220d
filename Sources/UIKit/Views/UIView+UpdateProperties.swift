import QuartzCore

// MARK: - The property update pass (iOS 26)

extension UIView {
    /// Marks the view for a property update and asks for an update pass (the next commit of a
    /// view on screen), as `setNeedsLayout()` does for layout.
    ///
    /// iOS 26 adds `updateProperties()` to `UIView` and `UIViewController`: "a new method that
    /// runs right before `layoutSubviews()`", "independent of layout", so that setting a label's
    /// text or a button's configuration does not need a layout pass (Apple, WWDC25 "What's new in
    /// UIKit"; UIView `updateProperties()`, `setNeedsUpdateProperties()`,
    /// `updatePropertiesIfNeeded()`). A new view owes its first update. The automatic tracking of
    /// `@Observable` objects read inside `updateProperties()` is not done here (Docs/uikit.md):
    /// call `setNeedsUpdateProperties()` when the model changes.
    func setNeedsUpdatePropertiesImpl() {
        needsUpdatePropertiesFlag = true
        scheduleCommitIfOnScreen()
    }

    /// Runs the property updates `root`'s subtree owes, top-down: for each marked view, its
    /// owning controller's `updateProperties()`, then its own — before the layout pass
    /// (`runLayout(from:)` calls this first), with the view's traits current.
    static func runPropertyUpdates(from root: UIView) {
        if root.needsUpdatePropertiesFlag {
            root.needsUpdatePropertiesFlag = false
            root.traitCollection.performAsCurrent {
                root.owningViewController?.updateProperties()
                root.updateProperties()
            }
        }
        for subview in root.storedSubviews where subview.storedSuperview === root { runPropertyUpdates(from: subview) }
    }
}
