import Foundation

/// One property of a layer class, declared once in its class's `LayerPropertyTable`: its
/// key-value key, what a change of it invalidates, whether Apple marks it "Animatable" (a change
/// runs the implicit animation, `CALayer+Actions`) and key-value observable
/// (`CALayer+KeyValueObserving`), and how key-value coding reads and writes it and a presentation
/// copy takes it (`init(layer:)`). The stored property's observers (`CALayer+PropertyObservers`)
/// find the row by the property's Swift name, so nothing about a property is spelled twice.
struct LayerProperty {
    /// What a change of the property invalidates.
    enum Change {
        /// Nothing drawn (kept for compatibility, or read only when something else changes).
        case none
        /// The layer's own pixels (and so its ancestors' composited ones).
        case rendering
        /// Only where the layer sits in its superlayer (moved, turned, faded, shown or hidden).
        case placement
    }

    /// The Swift property name (what `#function` gives in its observers).
    let name: String
    /// The key-value coding key: the name, or the Objective-C getter's (`hidden` for `isHidden`).
    let key: String
    let change: Change
    /// Whether a change runs the implicit animation (Apple's "Animatable" that ViewLab animates).
    let isAnimatable: Bool
    /// Whether setting it notifies key-value observers under `key`.
    let isObservable: Bool
    /// Whether a change is drawn even when the new value equals the old one (a path or an array
    /// whose contents the caller may have changed in place).
    let redrawsWhenSetEqual: Bool
    /// Reads the property of a layer of the table's class.
    let read: (CALayer) -> Any?
    /// Writes a loosely typed value; false when it does not fit the property's type.
    let write: (CALayer, Any?) -> Bool
    /// Copies the property from the second layer into the first (a presentation copy); nil for a
    /// property a copy does not take (`frame`, which `bounds` and `position` carry).
    let copy: ((CALayer, CALayer) -> Void)?

    /// A row for `path` of `Layer`: `name` is the Swift property name, `key` its key-value key when
    /// it differs (`hidden`); `copy` replaces plain assignment (an emitter's cells are copied).
    init<Layer: CALayer, Value: LayerKeyValue>(
        _ name: String, _ path: ReferenceWritableKeyPath<Layer, Value>, key: String? = nil,
        _ change: Change = .none, animatable: Bool = false, observable: Bool = false,
        redrawsWhenSetEqual: Bool = false, copies: Bool = true,
        copy: ((Layer, Layer) -> Void)? = nil
    ) {
        self.name = name
        self.key = key ?? name
        self.change = change
        self.isAnimatable = animatable
        self.isObservable = observable
        self.redrawsWhenSetEqual = redrawsWhenSetEqual
        read = { layer in (layer as? Layer)?[keyPath: path].keyValueObject }
        write = { layer, value in
            guard let layer = layer as? Layer, let typed = Value.layerKeyValue(value) else { return false }
            layer[keyPath: path] = typed
            return true
        }
        if let copy {
            self.copy = { to, from in if let to = to as? Layer, let from = from as? Layer { copy(to, from) } }
        } else if copies {
            self.copy = { to, from in
                if let to = to as? Layer, let from = from as? Layer { to[keyPath: path] = from[keyPath: path] }
            }
        } else {
            self.copy = nil
        }
    }
}
