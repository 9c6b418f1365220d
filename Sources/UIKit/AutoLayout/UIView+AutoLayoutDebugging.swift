import CoreGraphics

// MARK: - UIConstraintBasedLayoutDebugging

extension UIView {
    /// Whether the engine could place or size the view differently without breaking a
    /// constraint or making the layout worse (missing constraints). Frame-based views outside
    /// the engine are never ambiguous.
    public var hasAmbiguousLayout: Bool {
        AutoLayoutEngine.isAmbiguous(item: self, axis: .horizontal)
            || AutoLayoutEngine.isAmbiguous(item: self, axis: .vertical)
    }

    /// Moves an ambiguously laid-out view to another solution the constraints allow (at the far
    /// end of its range); calling it again goes back. The new frame is applied in the next
    /// layout pass (`layoutIfNeeded()`), as on iOS.
    public func exerciseAmbiguityInLayout() {
        layoutTreeRoot.autoLayoutStorage?.engine?.exerciseAmbiguity(of: self)
    }

    /// The constraints that affect the view along `axis`: those that refer to it on that axis,
    /// including the engine's own (frame, content size), in the engine's order. (iOS also lists
    /// constraints reached through other views; ViewLab lists the direct ones.)
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutEngine.constraintsAffecting(item: self, axis: axis)
    }

    /// The views in this subtree with an ambiguous layout, pre-order (ViewLab; iOS has the
    /// private `_autolayoutTrace`).
    public var viewsWithAmbiguousLayout: [UIView] {
        var views: [UIView] = []
        collectSubtree(into: &views)
        return views.filter(\.hasAmbiguousLayout)
    }
}
