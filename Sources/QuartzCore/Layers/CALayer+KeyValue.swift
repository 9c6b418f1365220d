import CoreGraphics
import Foundation

/// Key-value access, as in Core Animation. Declared keys: every animatable `CALayer` property by
/// its Swift name (`hidden` too), the structure paths `position.x`/`.y`, `bounds.size`,
/// `bounds.size.width`/`.height`, `bounds.origin(.x/.y)`, and the transform paths
/// `transform.scale(.x/.y)`, `transform.rotation(.z)`, `transform.translation(.x/.y)`; subclasses
/// add theirs (`strokeEnd`, `colors`…). A wrongly typed value for a declared key, or a structure
/// path under an unknown key, prints one error line.
///
/// Any other key is stored, because a layer is a key-value container: "The CALayer and CAAnimation
/// classes are key-value coding compliant container classes, which means that you can set values
/// for arbitrary keys. Even if the key you use is not a declared property of the CALayer class, you
/// can still set a value for it" (Apple, *Core Animation Programming Guide*, "Key-Value Coding
/// Extensions"). `value(forKey:)` returns what was stored, and for a key never set the class's
/// `defaultValue(forKey:)` ("Default Value Support" in the same chapter). Setting any key for which
/// the class's `needsDisplay(forKey:)` answers true marks the layer as needing display, which is how
/// a subclass's custom property (`@NSManaged var progress`, bridged to these calls) redraws it.
/// (ViewLab tells declared keys apart by their current value: a declared optional property that is
/// nil and given a wrongly typed value is stored as a custom key instead of reported.)
extension CALayer {
    /// `setValue`, whose overridable declaration is in the class body.
    func setValueImpl(_ value: Any?, forKeyPath keyPath: String) {
        guard setKnownValue(value, forKeyPath: keyPath) || setCustomValue(value, forKey: keyPath) else {
            CALayer.report(
                "setValue(_:forKeyPath:): cannot set \"\(keyPath)\" to \(value.map { "\($0)" } ?? "nil"); ignored")
            return
        }
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
    }

    /// `setValue`, whose overridable declaration is in the class body.
    func setValueImpl(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// `value`, whose overridable declaration is in the class body.
    func valueImpl(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        switch (head, parts.count) {
        case ("transform", 2...):
            let t = TransformComponents(affineTransform())
            return t.value(for: Array(parts.dropFirst()))
        case ("position", 2), ("anchorPoint", 2):
            let p = (head == "position" ? position : anchorPoint)
            return parts[1] == "x" ? p.x : parts[1] == "y" ? p.y : nil
        case ("bounds", 2...):
            return KeyValueMath.component(of: bounds, path: Array(parts.dropFirst()))
        default:
            return layerValue(forKey: keyPath) ?? customValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
        }
    }

    /// `value`, whose overridable declaration is in the class body.
    func valueImpl(forKey key: String) -> Any? { value(forKeyPath: key) }

    private func setKnownValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let head = parts.first else { return false }
        switch (head, parts.count) {
        case ("transform", 2...):
            guard let number = KeyValueMath.cgFloat(value) else { return false }
            var t = TransformComponents(affineTransform())
            guard t.set(number, for: Array(parts.dropFirst())) else { return false }
            setAffineTransform(t.transform)
            return true
        case ("position", 2):
            guard let n = KeyValueMath.cgFloat(value) else { return false }
            if parts[1] == "x" { position.x = n } else if parts[1] == "y" { position.y = n } else { return false }
            return true
        case ("bounds", 2...):
            guard let r = KeyValueMath.setting(value, in: bounds, path: Array(parts.dropFirst())) else { return false }
            bounds = r
            return true
        case (_, 1):
            return setLayerValue(value, forKey: head)
        default:
            // A subclass's own paths (an emitter's `emitterCells.<name>.<key>`).
            return setLayerValue(value, forKey: keyPath)
        }
    }

    /// Stores `value` (nil removes it) under `key` when it is a plain key the layer does not declare.
    private func setCustomValue(_ value: Any?, forKey key: String) -> Bool {
        guard !key.isEmpty, !key.contains("."), layerValue(forKey: key) == nil else { return false }
        customValues[key] = value
        return true
    }
}
