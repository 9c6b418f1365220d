/// The view UIKit makes for each item of a tab bar, a private `UIControl` subclass named
/// `UITabBarButton` (it shows under that name in every view-hierarchy dump of a tab bar, e.g.
/// Cory Wiles, "UITabBarController Subview Gotcha", 2011). Custom tab bars find UIKit's item
/// views by that class name (`String(describing: type(of: $0)) == "UITabBarButton"`) to remove
/// them and draw their own buttons; ViewLab's item views answer to the same name.
final class UITabBarButton: UIControl {}
