import CoreGraphics

// MARK: - Traits

extension UIView: UITraitChangeObservable {
    /// The traits of the view's environment: inherited from the superview (a window takes its
    /// screen's, with its ViewLab `theme` trait), with the owning view controller's and the view's own
    /// `overrideUserInterfaceStyle` laid over. A view outside any window inherits the main
    /// screen's traits.
    var traitCollectionImpl: UITraitCollection {
        let inherited: UITraitCollection
        if let parent = storedSuperview {
            inherited = parent.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.inheritedTraits
        } else {
            inherited = UIScreen.main.traitCollection
        }
        return applyingContentSizeLimits(to: applyingOverrides(to: inherited))
    }

    func applyingOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        var inherited = inherited
        // A child controller's view gets what its parent's `overrideTraitCollection(forChild:)`
        // specifies over the traits it inherits.
        if let vc = owningViewController, let parent = vc.parent,
            let forced = parent.overrideTraitCollection(forChild: vc)
        {
            inherited = UITraitCollection(traitsFrom: [inherited, forced])
        }
        var style = UIUserInterfaceStyle.unspecified
        if let vc = owningViewController, vc.overrideUserInterfaceStyle != .unspecified {
            style = vc.overrideUserInterfaceStyle
        }
        if storedOverrideUserInterfaceStyle != .unspecified { style = storedOverrideUserInterfaceStyle }
        guard style != .unspecified, style != inherited.userInterfaceStyle else { return inherited }
        return inherited.overlaying(UITraitCollection(userInterfaceStyle: style))
    }

    /// Forces light or dark appearance on this view and its subtree (`.unspecified` inherits).
    var overrideUserInterfaceStyleImpl: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            storedOverrideUserInterfaceStyle = newValue
            setNeedsLayout()
        }
    }

    /// Called once after the view's traits changed, with the previous collection (never when
    /// nothing changed). UIKit delivers trait changes just before layout (iOS 17's rule), so
    /// ViewLab calls it in the run loop's layout phase and from `layoutIfNeeded()`.

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    // MARK: - Delivering changes

    /// Compares each view's traits (top-down) with those it last saw and, where they changed:
    /// marks custom-drawing views for display when the colour appearance changed (UIKit redraws
    /// `draw(_:)` views on appearance changes — WWDC 2019 "Implementing Dark Mode on iOS") or the
    /// display scale changed, re-resolves dynamic colours, and calls
    /// `traitCollectionDidChange(_:)` (view, then its controller) and registered handlers.
    func updateTraitsIfNeeded() {
        let inherited: UITraitCollection
        if let parent = storedSuperview {
            inherited = parent.traitCollection
        } else if let window = self as? UIWindow {
            inherited = window.inheritedTraits
        } else {
            inherited = UIScreen.main.traitCollection
        }
        updateTraits(inherited: inherited)
    }

    private func updateTraits(inherited: UITraitCollection) {
        let traits = applyingOverrides(to: inherited)
        let previous = lastTraits ?? UIScreen.main.traitCollection
        lastTraits = traits
        if traits != previous { deliverTraitChange(from: previous, to: traits) }
        for s in storedSubviews { s.updateTraits(inherited: traits) }
    }

    private func deliverTraitChange(from previous: UITraitCollection, to traits: UITraitCollection) {
        // A new display scale needs a bitmap at the new resolution (the layer's contentsScale).
        if traits.displayScale != previous.displayScale, drawsContent != false { setNeedsDisplay() }
        // Auto Layout: leading/trailing and pixel rounding follow the layout direction and scale.
        if autoLayoutStorage != nil,
            traits.layoutDirection != previous.layoutDirection || traits.displayScale != previous.displayScale
        {
            setNeedsLayout()
        }
        if traits.hasDifferentColorAppearance(comparedTo: previous) {
            if drawsContent != false { setNeedsDisplay() }
            if let storedBackgroundColor { layer.backgroundColor = storedBackgroundColor.cgColor(resolvedWith: traits) }
        }
        traits.performAsCurrent {
            recordingLifecycleLog.record(.traitCollectionDidChange, self)
            traitCollectionDidChange(previous)
            owningViewController?.deliverTraitChange(from: previous, to: traits)
            for registration in traitRegistrations where traits.changedTraits(registration.traits, comparedTo: previous)
            {
                registration.handler(self, previous)
            }
        }
    }
}

extension UITraitChangeObservable where Self: UIView {
    /// Registers `handler` to run (with the view and the previous traits) when any of `traits`
    /// changes — iOS 17's `registerForTraitChanges(_:handler:)`. Returns a token for
    /// `unregisterForTraitChanges(_:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { object, previous in
            if let view = object as? Self { handler(view, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// The same, for a handler whose first parameter is typed by the caller — Apple's generic form
    /// (`registerForTraitChanges<Self>(_:handler:)`), as in `{ (self: Self, previous) in … }` inside
    /// a class, where `Self` is the receiver's dynamic type. The handler runs when the
    /// view is a `T`.
    @discardableResult
    public func registerForTraitChanges<T>(_ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { object, previous in
            if let typed = object as? T { handler(typed, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }
}
