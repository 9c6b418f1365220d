import CoreGraphics

// MARK: - Content hugging and compression resistance

extension UIView {
    /// How strongly the view resists growing beyond its `intrinsicContentSize` along `axis`.
    ///
    /// Auto Layout turns it into the constraint `size <= intrinsic` at this priority (UIKit's
    /// `NSContentSizeLayoutConstraint`). Default `.defaultLow` (250); `UILabel` uses 251 on both
    /// axes, as on iOS, so a label hugs its text a little harder than a plain view.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis.rawValue] ?? defaultContentHuggingPriority
    }

    /// Sets the content hugging priority for `axis` (re-solves at the next layout pass).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = priority.clampedForContent else { return }
        autoLayout.hugging[axis.rawValue] = priority
        contentPriorityDidChange()
    }

    /// How strongly the view resists shrinking below its `intrinsicContentSize` along `axis`
    /// (the constraint `size >= intrinsic` at this priority). Default `.defaultHigh` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compression[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
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
