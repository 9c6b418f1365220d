import CoreGraphics

/// The priorities a view's intrinsic content size is defended with, per axis.
///
/// UIKit turns `intrinsicContentSize` into two inequalities per axis: *content hugging*
/// (size ≤ intrinsic: resist growing) and *compression resistance* (size ≥ intrinsic: resist
/// shrinking). Defaults, as on iOS: hugging 250 (`.defaultLow`), compression resistance 750
/// (`.defaultHigh`) on both axes; UILabel hugs at 251 on both axes (the value the brief and
/// Interface Builder use — `defaultLow + 1`, so labels stay at their text size next to plain views).
/// ViewLab's `UIStackView` reads these priorities to decide which view stretches or shrinks.
struct ContentPriorities {
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}

extension UIView {
    // MARK: - Content hugging

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedContentPriorities.hugging[axis] ?? defaultContentHuggingPriority
    }

    /// Sets the hugging priority on `axis` (values are clamped to 1…1000; NaN is ignored) and
    /// marks the superview for layout.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let value = UIView.clampedPriority(priority) else { return }
        storedContentPriorities.hugging[axis] = value
        superview?.setNeedsLayout()
    }

    // MARK: - Compression resistance

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedContentPriorities.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets the compression resistance on `axis` (clamped to 1…1000; NaN is ignored) and marks
    /// the superview for layout.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let value = UIView.clampedPriority(priority) else { return }
        storedContentPriorities.compressionResistance[axis] = value
        superview?.setNeedsLayout()
    }

    // MARK: - Defaults

    /// 251 for labels (see `ContentPriorities`), 250 for every other view.
    var defaultContentHuggingPriority: UILayoutPriority {
        self is UILabel ? UILayoutPriority(251) : .defaultLow
    }

    static func clampedPriority(_ priority: UILayoutPriority) -> UILayoutPriority? {
        guard !priority.rawValue.isNaN else { return nil }
        return UILayoutPriority(min(max(priority.rawValue, 1), 1000))
    }
}
