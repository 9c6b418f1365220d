import CoreGraphics

/// An anchor on the horizontal axis: `leadingAnchor`, `trailingAnchor`, `leftAnchor`,
/// `rightAnchor`, `centerXAnchor`. It only relates to other x-axis anchors.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (system spacing after `anchor`).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}
