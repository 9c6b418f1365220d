import UIKit

// MARK: - Traits

extension Bindings {
    static let traits: [AnyTypeBinding] = [
        TypeBinding<UIUserInterfaceStyle>(
            "UIUserInterfaceStyle", doc: "Light or dark appearance.", cases: UIUserInterfaceStyle.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIAccessibilityContrast>(
            "UIAccessibilityContrast", doc: "Normal or increased contrast.", cases: [.unspecified, .normal, .high]
        )
        .describe { ".\($0)" },
        TypeBinding<UITraitCollection>("UITraitCollection", doc: "The traits of a view's environment.", superclass: nil)
            .describe {
                "UITraitCollection(userInterfaceStyle: .\($0.userInterfaceStyle), displayScale: \(Double($0.displayScale)))"
            }
            .initializer(["userInterfaceStyle"]) { (s: UIUserInterfaceStyle) in UITraitCollection(userInterfaceStyle: s)
            }
            .property("userInterfaceStyle", \.userInterfaceStyle)
            .property("displayScale", \.displayScale)
            .property("accessibilityContrast", \.accessibilityContrast),
    ]
}
