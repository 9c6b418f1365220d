import CoreGraphics

// MARK: - Content hugging and compression resistance

extension UIView {
    /// `contentHuggingPriority`, whose overridable declaration is in the class body.
    func contentHuggingPriorityImpl(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis.rawValue] ?? defaultContentHuggingPriority
    }

    /// `setContentHuggingPriority`, whose overridable declaration is in the class body.
    func setContentHuggingPriorityImpl(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = priority.clampedForContent else { return }
        autoLayout.hugging[axis.rawValue] = priority
        contentPriorityDidChange()
    }

    /// `contentCompressionResistancePriority`, whose overridable declaration is in the class body.
    func contentCompressionResistancePriorityImpl(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compression[axis.rawValue] ?? .defaultHigh
    }

    /// `setContentCompressionResistancePriority`, whose overridable declaration is in the class body.
    func setContentCompressionResistancePriorityImpl(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = priority.clampedForContent else { return }
        autoLayout.compression[axis.rawValue] = priority
        contentPriorityDidChange()
    }

    /// 251 for labels, 250 for everything else (UIKit's defaults).
    private var defaultContentHuggingPriority: UILayoutPriority {
        self is UILabel ? UILayoutPriority(251) : .defaultLow
    }

    private func contentPriorityDidChange() {
        autoLayout.intrinsicSizeIsStale = true
        storedSuperview?.setNeedsLayout()
    }
}

extension UILayoutPriority {
    /// Priorities are 1…1000 on iOS (a value outside raises there); ViewLab clamps into range and
    /// ignores NaN.
    fileprivate var clampedForContent: UILayoutPriority? {
        guard rawValue.isFinite else { return nil }
        return UILayoutPriority(min(max(rawValue, 1), 1000))
    }
}
