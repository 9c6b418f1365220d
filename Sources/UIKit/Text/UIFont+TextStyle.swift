import Foundation

extension UIFont {
    /// A semantic text style for Dynamic Type (`UIFont.preferredFont(forTextStyle:)`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every text style, largest first.
        public static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
            .caption2,
        ]
    }
}

// MARK: - Apple's Dynamic Type size table

/// Point sizes of each text style for every content size category, from Apple's Human Interface
/// Guidelines (iOS "Dynamic Type sizes"): columns xSmall, Small, Medium, Large (default), xLarge,
/// xxLarge, xxxLarge, AX1 … AX5. Headline is semibold; every other style is regular.
enum DynamicTypeTable {
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of `style` at `category` (unknown styles follow body; unspecified → large).
    static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        (sizes[style] ?? sizes[.body]!)[category.index]
    }

    /// The weight of `style`: semibold for headline, regular otherwise.
    static func weight(_ style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The category traits ask for: their `preferredContentSizeCategory`, else `UITraitCollection.current`'s,
    /// else `.large`.
    static func category(for traits: UITraitCollection?) -> UIContentSizeCategory {
        for candidate in [traits?.preferredContentSizeCategory, UITraitCollection.current.preferredContentSizeCategory]
        {
            if let category = candidate, category != .unspecified { return category }
        }
        return .large
    }
}
