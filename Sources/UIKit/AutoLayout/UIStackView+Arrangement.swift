import CoreGraphics

// MARK: - Arranged subviews

extension UIStackView {
    /// The views the stack lays out, in order (a subset of `subviews`).
    public var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// `addArrangedSubview`, whose overridable declaration is in the class body.
    func addArrangedSubviewImpl(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// `insertArrangedSubview`, whose overridable declaration is in the class body.
    func insertArrangedSubviewImpl(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if let existing = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: existing)
        }
        let index = min(max(stackIndex, 0), storedArrangedSubviews.count)
        storedArrangedSubviews.insert(view, at: index)
        // The stack view places its arranged subviews with constraints, and turns their
        // autoresizing-mask constraints off, as UIKit does (`translatesAutoresizingMaskIntoConstraints`
        // reads false after `addArrangedSubview(_:)` on iOS), so a size constraint of their own holds.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// `removeArrangedSubview`, whose overridable declaration is in the class body.
    func removeArrangedSubviewImpl(_ view: UIView) {
        forgetArrangedSubview(view)
    }

    // MARK: - Custom spacing

    /// Sets the spacing after `arrangedSubview` (`spacingUseDefault` removes it,
    /// `spacingUseSystem` means 8 pt). Ignored for views that are not arranged.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault { customSpacings[key] = nil } else { customSpacings[key] = spacing }
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when there is none.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: - Invalidation

    /// Something that changes the arrangement changed: lay out again, and the stack's own size
    /// may have changed.
    func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Called when an arranged subview was hidden/shown or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    func forgetArrangedSubview(_ view: UIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }
}
