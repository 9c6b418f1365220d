extension UINavigationController {
    /// The kind of change a navigation transition makes (Apple's `UINavigationController.Operation`),
    /// the key custom-transition code files its animators under. ViewLab's pushes and pops use
    /// UIKit's standard slide: the delegate is not asked for an animator
    /// (`navigationController(_:animationControllerFor:from:to:)`).
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }
}
