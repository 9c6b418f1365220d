import Foundation

/// Implicit animations: what happens when an animatable property of a layer changes, as Core
/// Animation does it (Apple, *Core Animation Programming Guide*, "Changing a Layer's Default
/// Behavior"; `CALayer.action(forKey:)`): the layer searches for an action for the property's key
/// — its delegate's `action(for:forKey:)`, its `actions` dictionary, its `style`'s `"actions"`,
/// `defaultAction(forKey:)`, then Core Animation's own implicit animation — and runs the action it
/// finds (`CAAction.run(forKey:object:arguments:)`; an animation adds itself to the layer under
/// the key). An `NSNull` anywhere ends the search with nothing to run, which is how a `UIView`
/// keeps its layer from animating outside an animation block.
///
/// Nothing runs while `CATransaction.setDisableActions(true)` is in force ("Temporarily Disabling
/// a Layer's Actions" in the same guide). The implicit animation is a `CABasicAnimation` of the
/// transaction's `animationDuration()` (0.25 s) and `animationTimingFunction()` (else `.default`,
/// the curve Core Animation gives layer changes) from the value on screen to the new model value.
///
/// ViewLab rule (observed on iOS, where a layer that was never committed to the render tree has no
/// presentation layer and so nothing to animate from): the implicit animation (the last step of
/// the search) applies only to a layer that has been drawn (by a `Stage` render, an export, the
/// shell); a layer you create and configure before it is shown does not animate. What the delegate,
/// `actions` or `style` return applies from the start.
extension CALayer {
    /// Called by every animatable property after it changed from `oldValue`: searches the action
    /// for `key` and runs it (see the extension's documentation).
    func animatableValueDidChange(_ key: String, from oldValue: Any?) {
        // Presentation copies and layers nobody could animate skip the search (cheap check first).
        guard modelLayer == nil, delegate != nil || actions != nil || style != nil || hasBeenCommitted,
            !CATransaction.disableActions()
        else { return }
        let saved = changingValue
        changingValue = (key, oldValue)
        defer { changingValue = saved }
        guard let action = action(forKey: key) else { return }
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil
        else {
            action.run(forKey: key, object: self, arguments: nil)
            return
        }
        // Both values nil: "Interpolates between the previous value of keyPath in the target
        // layer's presentation layer and the current value" (Apple, `CABasicAnimation`).
        let filled = basic.copy() as! CABasicAnimation
        if filled.keyPath == nil { filled.keyPath = key }
        filled.fromValue = previousValue(forKey: key, onScreen: true)
        filled.toValue = value(forKey: key)
        filled.run(forKey: key, object: self, arguments: nil)
    }

    /// ViewLab: during a property change (inside the action search), the value `key` had before
    /// it: the old model value, or with `onScreen` what was on screen (the presentation value when
    /// an animation of `key` is running). Outside a change, the current value. What a
    /// `UIView` builds its block animations from (Core Animation asks for the action before it
    /// stores the new value, so a delegate reads the old one from the layer; ViewLab stores first).
    @_spi(ViewLab) public func previousValue(forKey key: String, onScreen: Bool) -> Any? {
        guard let (changing, old) = changingValue, changing == key else { return value(forKey: key) }
        guard onScreen, animationStore.contains(where: { ($0.animation as? CAPropertyAnimation)?.keyPath == key })
        else { return old }
        return presentation(atMediaTime: CACurrentMediaTime()).value(forKey: key) ?? old
    }

    /// Core Animation's implicit animation for `key` (the search's last step), nil when the key
    /// does not animate or the layer was never drawn.
    func implicitAnimation(forKey key: String) -> CAAction? {
        guard hasBeenCommitted, type(of: self).animatesImplicitly(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// `action(forKey:)`'s search, in Core Animation's order; the first non-nil answer ends it, and
    /// an `NSNull` ends it with no action.
    func actionImpl(forKey event: String) -> CAAction? {
        let found =
            delegate?.action(for: self, forKey: event) ?? actions?[event]
            ?? (style?["actions"] as? [String: CAAction])?[event] ?? type(of: self).defaultAction(forKey: event)
            ?? implicitAnimation(forKey: event)
        return found is NSNull ? nil : found
    }

    /// Whether a change of `key` runs Core Animation's implicit animation for this class (its
    /// `propertyTable` marks it animatable: `bounds`, `opacity`… and a shape layer's `strokeEnd`).
    static func animatesImplicitly(_ key: String) -> Bool { propertyTable.keyed(key)?.isAnimatable == true }
}
