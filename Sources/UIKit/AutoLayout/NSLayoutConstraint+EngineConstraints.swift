// MARK: - Constraints the engine makes (shown in diagnostics under UIKit's class names)

/// The constraints UIKit makes from a view's frame when `translatesAutoresizingMaskIntoConstraints`
/// is true (required; described with the autoresizing mask as `h=--& v=--&`).
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    override var typeName: String { "NSAutoresizingMaskLayoutConstraint" }
}

/// The hugging (`<=`) and compression resistance (`>=`) constraints UIKit makes from a view's
/// `intrinsicContentSize`, at the view's content priorities.
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    override var typeName: String { "NSContentSizeLayoutConstraint" }
}
