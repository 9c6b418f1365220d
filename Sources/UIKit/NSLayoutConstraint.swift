/// A relationship between two layout attributes.
///
/// ViewLab: only the nested types exist so far (`NSLayoutConstraint.Axis`, used by content
/// hugging / compression resistance and `UIStackView.axis`); the constraint solver is not part
/// of this file yet.
open class NSLayoutConstraint {
    /// A layout axis (`.horizontal` 0, `.vertical` 1, as in UIKit).
    public enum Axis: Int, Sendable, CaseIterable {
        case horizontal = 0
        case vertical = 1
    }
}
