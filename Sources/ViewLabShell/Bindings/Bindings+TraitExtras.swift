import UIKit

// MARK: - UITraitCollection: every trait

extension Bindings {
    static let traitExtras: [AnyTypeBinding] = [
        TypeBinding<UIUserInterfaceSizeClass>(
            "UIUserInterfaceSizeClass", doc: "Compact or regular width/height.",
            cases: UIUserInterfaceSizeClass.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIUserInterfaceIdiom>(
            "UIUserInterfaceIdiom", doc: "The kind of device.", cases: UIUserInterfaceIdiom.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UITraitEnvironmentLayoutDirection>(
            "UITraitEnvironmentLayoutDirection", doc: "Left-to-right or right-to-left.",
            cases: UITraitEnvironmentLayoutDirection.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UILegibilityWeight>(
            "UILegibilityWeight", doc: "Whether Bold Text is on.", cases: UILegibilityWeight.allCases
        )
        .describe { ".\($0)" },
        TypeBinding<UIContentSizeCategory>("UIContentSizeCategory", doc: "The Dynamic Type text size.")
            .named([
                ("unspecified", .unspecified), ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium),
                ("large", .large), ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge),
                ("extraExtraExtraLarge", .extraExtraExtraLarge), ("accessibilityMedium", .accessibilityMedium),
                ("accessibilityLarge", .accessibilityLarge), ("accessibilityExtraLarge", .accessibilityExtraLarge),
                ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
                ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
            ])
            .readOnly("isAccessibilityCategory", \.isAccessibilityCategory),
        TypeBinding<UITraitCollection>(extending: "UITraitCollection")
            .initializer(["horizontalSizeClass"]) { (v: UIUserInterfaceSizeClass) in
                UITraitCollection(horizontalSizeClass: v)
            }
            .initializer(["verticalSizeClass"]) { (v: UIUserInterfaceSizeClass) in
                UITraitCollection(verticalSizeClass: v)
            }
            .initializer(["displayScale"]) { (v: CGFloat) in UITraitCollection(displayScale: v) }
            .initializer(["preferredContentSizeCategory"]) { (v: UIContentSizeCategory) in
                UITraitCollection(preferredContentSizeCategory: v)
            }
            .initializer(["layoutDirection"]) { (v: UITraitEnvironmentLayoutDirection) in
                UITraitCollection(layoutDirection: v)
            }
            .initializer(["userInterfaceIdiom"]) { (v: UIUserInterfaceIdiom) in UITraitCollection(userInterfaceIdiom: v)
            }
            .initializer(["accessibilityContrast"]) { (v: UIAccessibilityContrast) in
                UITraitCollection(accessibilityContrast: v)
            }
            .initializer(["legibilityWeight"]) { (v: UILegibilityWeight) in UITraitCollection(legibilityWeight: v) }
            .initializer(["traitsFrom"]) { (v: [UITraitCollection]) in UITraitCollection(traitsFrom: v) }
            .readOnly("legibilityWeight", \.legibilityWeight),
    ]
}
