import CoreGraphics

// MARK: - Description

extension NSLayoutConstraint {
    /// UIKit's description format with stable short ids instead of memory addresses:
    ///
    ///     <NSLayoutConstraint:c7 'title-leading' UILabel:v3'Hello'.leading == UIView:v1.leading + 16   (active)>
    ///
    /// - constraints are `c1`, `c2`… (numbered on first description);
    /// - views are `Class:id` where id is the `accessibilityIdentifier` when set, else `v1`, `v2`…
    ///   (numbered on first use); labels add their text in quotes, as UIKit does;
    /// - system guides print as `'UIViewSafeAreaLayoutGuide':UIView:v1`, custom guides as
    ///   `UILayoutGuide:g2` or `'identifier'`;
    /// - a multiplier prints as `2*UIView:v1.height`, a priority below required as ` @750`,
    ///   and the state as `(active)` / `(inactive)`.
    var formattedDescription: String {
        var text = "<\(typeName):\(shortID)"
        if let identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        if let descriptionPrefix { text += " " + descriptionPrefix }
        text += " " + equationText
        if let descriptionSuffix {
            text += " " + descriptionSuffix
        } else if !priority.isRequired {
            text += " @\(priority)"
        }
        text += isActive || heldByEngine ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// `first.attr == 2*second.attr + 8`, or `first.attr == 100` without a second item.
    var equationText: String {
        let lhs = "\(NSLayoutConstraint.itemName(firstItem)).\(firstName)"
        guard secondItem != nil else { return "\(lhs) \(relation.symbol) \(constant.compact)" }
        var rhs = multiplier == 1 ? "" : "\(multiplier.compact)*"
        rhs += "\(NSLayoutConstraint.itemName(secondItem)).\(secondAttribute.name)"
        if constant > 0 { rhs += " + \(constant.compact)" } else if constant < 0 { rhs += " - \((-constant).compact)" }
        return "\(lhs) \(relation.symbol) \(rhs)"
    }

    /// The name of the first attribute (autoresizing constraints say `minX`/`minY`).
    var firstName: String { firstAttributeName ?? firstAttribute.name }

    /// `UILabel:v3'Hello'`, `UIView:card`, `'UIViewSafeAreaLayoutGuide':UIView:v1`.
    static func itemName(_ item: AnyObject?) -> String {
        if let view = item as? UIView { return view.constraintDebugName }
        if let guide = item as? UILayoutGuide { return guide.constraintDebugName }
        return "nil"
    }
}

extension UIView {
    /// The view as constraint descriptions name it: `UILabel:v3'Hello'` or `UIView:card`.
    var constraintDebugName: String {
        var name = "\(type(of: self)):"
        if let id = accessibilityIdentifier, !id.isEmpty { name += id } else { name += autoLayout.shortID }
        if let label = self as? UILabel, let text = label.text {
            name += "'\(text.count > 24 ? String(text.prefix(24)) + "…" : text)'"
        }
        return name
    }
}
