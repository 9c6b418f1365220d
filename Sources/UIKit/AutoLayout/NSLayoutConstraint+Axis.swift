// MARK: - Axis

extension NSLayoutConstraint {
    /// The axis a content priority or constraint query applies to (Apple's raw values).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
