import Foundation

extension UITabBarController {
    /// `setValue(CustomTabBar(), forKey: "tabBar")`, the widely used way to give a tab bar
    /// controller made in code a `UITabBar` subclass (a storyboard sets the bar's class instead).
    /// `tabBar` is read-only, but key-value coding sets the `_tabBar` instance variable on iOS
    /// (`accessInstanceVariablesDirectly`, *Key-Value Coding Programming Guide*, "Accessor Search
    /// Patterns"), so the controller uses the new bar from then on: it becomes the bar's delegate,
    /// gets the items and the selection, and takes the old bar's place in the view.
    func replaceTabBar(with bar: UITabBar) {
        guard bar !== tabBar else { return }
        let old = tabBar
        tabBar = bar
        old.delegate = nil
        old.onSelect = nil
        setUpBar()
        if let container = old.superview {
            container.insertSubview(bar, aboveSubview: old)
            old.removeFromSuperview()
            container.setNeedsLayout()
        }
        refreshItems()
    }
}
