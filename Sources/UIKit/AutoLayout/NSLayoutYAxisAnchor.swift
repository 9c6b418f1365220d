import CoreGraphics

/// An anchor on the vertical axis: `topAnchor`, `bottomAnchor`, `centerYAnchor`,
/// `firstBaselineAnchor`, `lastBaselineAnchor`. It only relates to other y-axis anchors.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (system spacing below `anchor`).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}
