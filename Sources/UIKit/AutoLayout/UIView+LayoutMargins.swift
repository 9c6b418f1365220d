import CoreGraphics

// MARK: - Safe area and layout margins

extension UIView {
    /// The insets that keep content clear of the status bar, home indicator and sensor housing.
    /// A window takes them from its screen's device and orientation; every other view gets the
    /// part of its superview's safe area that overlaps it (intersection of the bounds with the
    /// superview's safe rectangle), so a view away from the edges has zero insets.
    var safeAreaInsetsImpl: UIEdgeInsets {
        if let window = self as? UIWindow { return window.deviceSafeAreaInsets }
        guard let parent = storedSuperview else { return .zero }
        return safeAreaInsets(inside: parent, parentInsets: parent.safeAreaInsets)
    }

    private func safeAreaInsets(inside parent: UIView, parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        var insets = parentInsets
        if let vc = parent.owningViewController {
            insets = insets.adding(vc.additionalSafeAreaInsets)
            if vc.containerSafeAreaInsets != .zero, !(self is UINavigationBar || self is UITabBar) {
                insets = insets.adding(vc.containerSafeAreaInsets)
            }
        }
        if insets == .zero { return .zero }
        let safe = convert(parent.bounds.inset(by: insets), from: parent)
        let b = bounds
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, v), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - b.minY, b.height), left: clamp(safe.minX - b.minX, b.width),
            bottom: clamp(b.maxY - safe.maxY, b.height), right: clamp(b.maxX - safe.maxX, b.width))
    }

    /// Called when `safeAreaInsets` changed (in the layout pass, before `layoutSubviews()`).

    /// Recomputes the safe area top-down and calls `safeAreaInsetsDidChange()` (and
    /// `layoutMarginsDidChange()` when margins follow the safe area) where it changed, marking
    /// those views for layout.
    func updateSafeAreaInSubtree() {
        updateSafeArea(to: safeAreaInsets)
    }

    private func updateSafeArea(to insets: UIEdgeInsets) {
        if insets != storedSafeAreaInsets {
            storedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            if insetsLayoutMarginsFromSafeArea { layoutMarginsChanged() }
            setNeedsLayout()
        }
        for s in storedSubviews {
            s.updateSafeArea(
                to: insets == .zero && owningViewController == nil
                    ? .zero : s.safeAreaInsets(inside: self, parentInsets: insets))
        }
    }

    // MARK: - Layout margins

    /// Tells the view its margins changed, then its controller if it is one's root view
    /// (`viewLayoutMarginsDidChange()`, iOS 11).
    private func layoutMarginsChanged() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// The margins to lay content out in (default 8 on each side). As on iOS, when
    /// `insetsLayoutMarginsFromSafeArea` is true the margins are measured from the safe area
    /// (safe-area inset + margin on each edge); with `preservesSuperviewLayoutMargins`, an edge
    /// that lies within the superview's margin is pushed in to respect it.
    var layoutMarginsImpl: UIEdgeInsets {
        get {
            var m = storedLayoutMargins
            if insetsLayoutMarginsFromSafeArea { m = m.adding(safeAreaInsets) }
            if preservesSuperviewLayoutMargins, let parent = storedSuperview {
                let inner = convert(parent.bounds.inset(by: parent.layoutMargins), from: parent)
                let b = bounds
                m.top = max(m.top, inner.minY - b.minY)
                m.left = max(m.left, inner.minX - b.minX)
                m.bottom = max(m.bottom, b.maxY - inner.maxY)
                m.right = max(m.right, b.maxX - inner.maxX)
            }
            return m
        }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else { return }
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            layoutMarginsChanged()
            setNeedsLayout()
        }
    }

    /// The layout margins in leading/trailing form (leading is the right edge in right-to-left
    /// layouts).
    var directionalLayoutMarginsImpl: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return isRightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins =
                isRightToLeft
                ? UIEdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(
                    top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Called when the layout margins changed.

    private var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }
}

extension UIEdgeInsets {
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
