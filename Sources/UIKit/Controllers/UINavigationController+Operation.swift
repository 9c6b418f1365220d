extension UINavigationController {
    /// The kind of change a navigation transition makes (Apple's `UINavigationController.Operation`),
    /// the key custom-transition code files its animators under: an animated push or pop asks the
    /// delegate's `navigationController(_:animationControllerFor:from:to:)` and runs the animator it
    /// returns (`NavigationTransition`), else UIKit's standard slide.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }
}
