import UIKit

// MARK: - UIColor

extension Bindings {
    /// The system and semantic colours, as UIKit names them.
    static let systemColorNames: [(String, () -> UIColor)] = [
        ("systemRed", { .systemRed }), ("systemOrange", { .systemOrange }), ("systemYellow", { .systemYellow }),
        ("systemGreen", { .systemGreen }), ("systemMint", { .systemMint }), ("systemTeal", { .systemTeal }),
        ("systemCyan", { .systemCyan }), ("systemBlue", { .systemBlue }), ("systemIndigo", { .systemIndigo }),
        ("systemPurple", { .systemPurple }), ("systemPink", { .systemPink }), ("systemBrown", { .systemBrown }),
        ("systemGray", { .systemGray }), ("systemGray2", { .systemGray2 }), ("systemGray3", { .systemGray3 }),
        ("systemGray4", { .systemGray4 }), ("systemGray5", { .systemGray5 }), ("systemGray6", { .systemGray6 }),
        ("label", { .label }), ("secondaryLabel", { .secondaryLabel }), ("tertiaryLabel", { .tertiaryLabel }),
        ("quaternaryLabel", { .quaternaryLabel }), ("placeholderText", { .placeholderText }),
        ("separator", { .separator }),
        ("opaqueSeparator", { .opaqueSeparator }), ("link", { .link }), ("systemFill", { .systemFill }),
        ("secondarySystemFill", { .secondarySystemFill }), ("tertiarySystemFill", { .tertiarySystemFill }),
        ("quaternarySystemFill", { .quaternarySystemFill }), ("systemBackground", { .systemBackground }),
        ("secondarySystemBackground", { .secondarySystemBackground }),
        ("tertiarySystemBackground", { .tertiarySystemBackground }),
        ("systemGroupedBackground", { .systemGroupedBackground }),
        ("secondarySystemGroupedBackground", { .secondarySystemGroupedBackground }),
        ("tertiarySystemGroupedBackground", { .tertiarySystemGroupedBackground }),
        ("lightText", { .lightText }), ("darkText", { .darkText }), ("tintColor", { .tintColor }),
        ("black", { .black }), ("white", { .white }), ("clear", { .clear }), ("red", { .red }), ("green", { .green }),
        ("blue", { .blue }),
    ]

    static var uiColor: [AnyTypeBinding] {
        let color = TypeBinding<UIColor>(
            "UIColor", doc: "A colour, fixed or dynamic (resolved per trait collection).", superclass: nil
        )
        .describe(describeColor)
        .initializer(["red", "green", "blue", "alpha"], UIColor.init(red:green:blue:alpha:))
        .initializer(["white", "alpha"], UIColor.init(white:alpha:))
        .initializer(["cgColor"], UIColor.init(cgColor:))
        // A closure, not `UIColor.init(dynamicProvider:)`: Swift 6.3 crashes making the thunk
        // from the main-actor initialiser's reference to the parameter-pack form.
        .initializer(["dynamicProvider"]) { (provider: @escaping (UITraitCollection) -> UIColor) in
            UIColor(dynamicProvider: provider)
        }
        .property("cgColor", \.cgColor, doc: "The Core Graphics colour, resolved with the current traits.")
        for (name, make) in systemColorNames { color.staticValue(name, make) }
        return [color, ClosureBinding<UITraitCollection, UIColor>(fallback: { .clear })]
    }

    /// Named colours print their name (`UIColor.systemBlue`); a dynamic colour from a provider
    /// closure prints what it resolves to in light and dark mode.
    static func describeColor(_ color: UIColor) -> String {
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let text = color.description
        guard !text.hasPrefix("UIColor."), light !== color else { return text }
        return "UIColor(dynamicProvider:) (light: \(light), dark: \(dark))"
    }
}
