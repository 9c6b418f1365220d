import CoreGraphics

// MARK: - Layout

extension UIStackView {
    /// The visible arranged views (hidden ones collapse).
    var visibleArrangedSubviews: [UIView] { storedArrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// The arrangement rules for the current configuration and visible views.
    func arrangement(for views: [UIView]) -> StackArrangement {
        StackArrangement(
            axis: axis, distribution: distribution, alignment: alignment,
            gaps: resolvedGaps(for: views), rightToLeft: traitCollection.layoutDirection == .rightToLeft)
    }

    /// Sets the frames of the visible arranged views (hidden ones keep theirs, as in UIKit). When
    /// one changes, the tree's engine solves again with the new frames (`arrangementConstraints`)
    /// before the arranged views lay out their own subviews later in this pass.
    func layoutArrangedSubviews() {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let frames = arrangement(for: views).frames(views.map(measure), in: arrangementRect)
        var moved = false
        for (view, frame) in zip(views, frames) where view.frame != frame {
            view.frame = frame
            moved = true
        }
        if moved { AutoLayoutEngine.layoutPassWillRun(from: self) }
    }

    /// The bounds, or the area inside the layout margins with `isLayoutMarginsRelativeArrangement`.
    var arrangementRect: CGRect {
        let rect = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        return CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width), height: max(0, rect.height))
    }

    /// See `intrinsicContentSize`.
    var arrangedContentSize: CGSize {
        let views = visibleArrangedSubviews
        let rules = arrangement(for: views)
        let items = views.map(measure)
        let length = rules.naturalLength(items), thickness = rules.naturalThickness(items)
        var size =
            axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            size.width += m.left + m.right
            size.height += m.top + m.bottom
        }
        return size
    }

    // MARK: - Measuring

    /// One view's measurements for `StackArrangement`.
    func measure(_ view: UIView) -> StackArrangement.Item {
        let intrinsic = wrappedIntrinsicSize(of: view)
        func metric(_ value: CGFloat) -> CGFloat? {
            value == UIView.noIntrinsicMetric || !value.isFinite ? nil : max(0, value)
        }
        // A view sized by constraints of its own (a height constraint, content pinned inside it
        // with insets) takes the size they give: on iOS the stack's constraints and the view's are
        // one system. Measured at the stack's cross length when the stack fills it.
        let fitted = constrainedSize(of: view)
        func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
        // A required constant width (height in a vertical stack) of the view's own wins over its
        // intrinsic size, as the constraint outranks hugging and compression resistance on iOS.
        let fixed = requiredLength(of: view)
        return StackArrangement.Item(
            main: fixed ?? metric(main(intrinsic)) ?? fitted.map(main).flatMap { $0 > 0 ? $0 : nil },
            cross: isPinnedAcross(view)
                ? nil : metric(cross(intrinsic)) ?? fitted.map(cross).flatMap { $0 > 0 ? $0 : nil },
            hugging: fixed == nil
                ? view.contentHuggingPriority(for: axis).rawValue : UILayoutPriority.required.rawValue,
            compression: fixed == nil
                ? view.contentCompressionResistancePriority(for: axis).rawValue : UILayoutPriority.required.rawValue,
            firstBaseline: { [weak view] in view?.stackFirstBaseline(forHeight: $0) ?? $0 },
            lastBaseline: { [weak view] in view?.stackLastBaseline(forHeight: $0) ?? $0 })
    }

    /// A wrapping arranged view (a multi-line label, a non-scrolling text view) of a vertical stack
    /// is measured at the width the stack can give it when its one-line width is wider: on iOS
    /// the stack's constraints keep it within the stack's width and its automatic
    /// `preferredMaxLayoutWidth` wraps it there, so the stack grows by the extra lines (a status
    /// alert's message in a centred stack). The width is the one the engine solved for the stack
    /// while it measures it (`layoutWrapWidth`), else the stack's own.
    private func wrappedIntrinsicSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        guard axis == .vertical, let wrapping = view as? LayoutWidthWrapping, wrapping.wrapsAtLayoutWidth else {
            return intrinsic
        }
        var available = layoutWrapWidth ?? bounds.width
        if isLayoutMarginsRelativeArrangement { available -= layoutMargins.left + layoutMargins.right }
        guard available > 0, intrinsic.width > available else { return intrinsic }
        let previous = wrapping.layoutWrapWidth
        wrapping.layoutWrapWidth = available
        defer { wrapping.layoutWrapWidth = previous }
        return view.intrinsicContentSize
    }

    /// The length a required `width == constant` (`height` in a vertical stack) constraint of
    /// the view's own gives it along the axis, or nil.
    private func requiredLength(of view: UIView) -> CGFloat? {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let fixing = view.constraints.last { c in
            c.isActive && c.priority == .required && c.relation == .equal && c.firstItem === view
                && c.secondItem == nil && c.firstAttribute == attribute && c.constant.isFinite
        }
        return fixing.map { max(0, $0.constant) }
    }

    /// Whether required constraints of the app pin `view` to both of the stack's edges across
    /// the axis (`item.top == stack.top` and `item.bottom == stack.bottom` in a horizontal stack,
    /// leading and trailing in a vertical one): on iOS they join the stack's own constraints and
    /// win over the alignment's, so the view spans the stack's thickness whatever the alignment.
    private func isPinnedAcross(_ view: UIView) -> Bool {
        let pairs: [[NSLayoutConstraint.Attribute]] =
            axis == .horizontal ? [[.top], [.bottom]] : [[.leading, .left], [.trailing, .right]]
        return pairs.allSatisfy { attributes in
            constraints.contains { c in
                guard c.isActive, c.priority == .required, c.relation == .equal, c.constant == 0, c.multiplier == 1,
                    attributes.contains(c.firstAttribute), c.secondAttribute == c.firstAttribute
                else { return false }
                return c.firstItem === view && c.secondItem === self || c.firstItem === self && c.secondItem === view
            }
        }
    }

    /// The size `view`'s own constraints give it, or nil for a view they do not size (no
    /// constraint on it and no subview laid out by constraints).
    ///
    /// A scroll view (a table, a collection view) is not sized by its content: constraints between
    /// it and its subviews attach to its content area and size its `contentSize` (Apple, *Auto
    /// Layout Guide*, "Working with Scroll Views"), so only constraints on its own width or height
    /// count. Measuring it by its content used to lay a self-sizing table out at width 0 in every
    /// pass, so the stack never settled. The exception is a content view whose width or height
    /// (along the stack's axis) is tied to the scroll view's own, often at a low priority
    /// (`content.heightAnchor == scrollView.heightAnchor`, priority 251): that constraint relates
    /// the content to the scroll view's *frame* (the guide: "constraints between the height, width
    /// … of the scroll view and its subviews … define the scroll view's frame"), so the scroll
    /// view is as long as its content until something stronger caps it — an alert's message area
    /// that scrolls only when the text outgrows the screen.
    ///
    /// A visual effect view is as large as its `contentView`, which always fills it (UIKit keeps
    /// the content view's frame equal to the effect view's bounds): content pinned inside the
    /// content view sizes the effect view — the blurred card of an alert or a sheet in a stack.
    private func constrainedSize(of view: UIView) -> CGSize? {
        if let effectView = view as? UIVisualEffectView, effectView.constraints.isEmpty {
            return constrainedSize(of: effectView.contentView)
        }
        if let scrollView = view as? UIScrollView {
            let ownSize = view.constraints.contains { $0.isActive && $0.firstItem === view && $0.secondItem == nil }
            guard ownSize || scrollView.hasContentTiedToFrame(along: axis) else { return nil }
        }
        guard
            !view.constraints.isEmpty
                || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
        else { return nil }
        let crossLength = axis == .horizontal ? arrangementRect.height : arrangementRect.width
        let fixesCross = alignment == .fill && crossLength > 0
        let target =
            axis == .horizontal
            ? CGSize(width: 0, height: fixesCross ? crossLength : 0)
            : CGSize(width: fixesCross ? crossLength : 0, height: 0)
        let required = UILayoutPriority.required, loose = UILayoutPriority.fittingSizeLevel
        return view.systemLayoutSizeFittingImpl(
            target, horizontal: axis == .vertical && fixesCross ? required : loose,
            vertical: axis == .horizontal && fixesCross ? required : loose)
    }

    /// The gap after each visible view but the last: its custom spacing, else `spacing`
    /// (`spacingUseSystem`: 8 pt). With `isBaselineRelativeArrangement` in a vertical stack the
    /// spacing runs from the last baseline of the upper view to the first baseline of the next.
    func resolvedGaps(for views: [UIView]) -> [CGFloat] {
        guard views.count > 1 else { return [] }
        return (0..<(views.count - 1)).map { i in
            let custom = customSpacings[ObjectIdentifier(views[i])]
            var gap = UIStackView.resolvedSpacing(custom ?? spacing)
            if isBaselineRelativeArrangement, axis == .vertical {
                let upper = views[i], lower = views[i + 1]
                let upperHeight = UIStackView.naturalHeight(of: upper),
                    lowerHeight = UIStackView.naturalHeight(of: lower)
                gap -=
                    (upperHeight - upper.stackLastBaseline(forHeight: upperHeight))
                    + lower.stackFirstBaseline(forHeight: lowerHeight)
            }
            return gap
        }
    }

    static func resolvedSpacing(_ value: CGFloat) -> CGFloat {
        if value == spacingUseSystem { return systemSpacing }
        guard value.isFinite, value != spacingUseDefault else { return 0 }
        return value
    }

    private static func naturalHeight(of view: UIView) -> CGFloat {
        let h = view.intrinsicContentSize.height
        return h == UIView.noIntrinsicMetric || !h.isFinite ? view.bounds.height : h
    }
}

extension UIScrollView {
    /// Whether an active constraint ties a subview's width (`.horizontal`) or height
    /// (`.vertical`) to this scroll view's own: a frame dimension, not the content area.
    func hasContentTiedToFrame(along axis: NSLayoutConstraint.Axis) -> Bool {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        return constraints.contains { c in
            guard c.isActive, c.firstAttribute == attribute, c.secondAttribute == attribute,
                let first = c.firstItem as? UIView, let second = c.secondItem as? UIView
            else { return false }
            return first === self && second.storedSuperview === self
                || second === self && first.storedSuperview === self
        }
    }
}

extension UIView {
    /// Whether a stack view places this view (it is one of its visible arranged subviews).
    var isPlacedByStackView: Bool {
        guard let stack = storedSuperview as? UIStackView, !isHidden else { return false }
        return stack.storedArrangedSubviews.contains { $0 === self }
    }
}

/// A vertical stack holding a wrapping view is itself measured again at its solved width by the
/// Auto Layout engine, as a wrapping label is: its height depends on its width.
extension UIStackView: LayoutWidthWrapping {
    var wrapsAtLayoutWidth: Bool {
        axis == .vertical
            && visibleArrangedSubviews.contains { ($0 as? LayoutWidthWrapping)?.wrapsAtLayoutWidth == true }
    }
}
