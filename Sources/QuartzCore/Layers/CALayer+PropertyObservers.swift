/// What every stored layer property does when set, from its row in the class's
/// `LayerPropertyTable` (found by the property's name, which `#function` gives in an observer):
/// before the change, the last committed state is kept (`CALayer+CommittedState`) and key-value
/// observers hear `willChange`; after it, they hear `didChange`, the layer (or its place) is marked
/// changed for the compositor (`CALayer+Invalidation`) and an animatable property runs its action
/// (`CALayer+Actions`). A property declares `{ willSet { willSetProperty(x, newValue) } didSet {
/// didSetProperty(oldValue, x) } }` and nothing else.
extension CALayer {
    @inline(__always) func willSetProperty<Value: LayerKeyValue & Equatable>(
        _ current: Value, _ new: Value, _ name: String = #function
    ) {
        willChange(current, to: new)
        let property = type(of: self).propertyTable.named(name)
        if property.isObservable { willChangeValue(forKey: property.key) }
    }

    @inline(__always) func didSetProperty<Value: LayerKeyValue & Equatable>(
        _ old: Value, _ new: Value, _ name: String = #function
    ) {
        let property = type(of: self).propertyTable.named(name)
        if property.isObservable { didChangeValue(forKey: property.key) }
        let changed = old != new
        guard changed || property.redrawsWhenSetEqual else { return }
        invalidate(for: property)
        if changed, property.isAnimatable { animatableValueDidChange(property.key, from: old.keyValueObject) }
    }

    /// Before a change of a property whose values do not compare (`contents`, a gradient's `colors`).
    @inline(__always) func willSetProperty<Value: LayerKeyValue>(
        _ current: Value, _ new: Value, _ name: String = #function
    ) {
        willChange(current.keyValueObject, to: new.keyValueObject)
        let property = type(of: self).propertyTable.named(name)
        if property.isObservable { willChangeValue(forKey: property.key) }
    }

    /// After a change of a property whose values do not compare: always drawn again.
    @inline(__always) func didSetProperty<Value: LayerKeyValue>(_ old: Value, _ new: Value, _ name: String = #function)
    {
        let property = type(of: self).propertyTable.named(name)
        if property.isObservable { didChangeValue(forKey: property.key) }
        invalidate(for: property)
    }

    private func invalidate(for property: LayerProperty) {
        switch property.change {
        case .rendering: didChangeRendering()
        case .placement: didChangePlacement()
        case .none: break
        }
    }
}
