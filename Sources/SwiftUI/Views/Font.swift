import UIKit

/// A font for text (`Font`): a Dynamic Type style (`.body`, `.title`), a system font of a size,
/// weight and design, or a custom font; each resolves to the `UIFont` UIKit would use.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/font>
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(String)
        case system(CGFloat)
        case custom(String, CGFloat)
        case uiFont(String, CGFloat)
    }
    let base: Base
    var weight: Weight?
    var isItalic = false

    /// A font weight (`Font.Weight`).
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// The Dynamic Type styles (`Font.TextStyle`).
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var uiKitStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    /// A font design (`Font.Design`); only the default design is drawn differently here.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .style("largeTitle"))
    public static let title = Font(base: .style("title"))
    public static let title2 = Font(base: .style("title2"))
    public static let title3 = Font(base: .style("title3"))
    public static let headline = Font(base: .style("headline"))
    public static let subheadline = Font(base: .style("subheadline"))
    public static let body = Font(base: .style("body"))
    public static let callout = Font(base: .style("callout"))
    public static let footnote = Font(base: .style("footnote"))
    public static let caption = Font(base: .style("caption"))
    public static let caption2 = Font(base: .style("caption2"))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size), weight: weight)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style.rawValue), weight: weight)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name, size)) }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// A font from a UIKit font (`Font(_:)` with a `CTFont`, which a `UIFont` is on iOS).
    public init(_ font: UIFont) { self.init(base: .uiFont(font.fontName, font.pointSize)) }

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The UIKit font this font is, for `traits`.
    @MainActor
    func uiFont(compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        var font: UIFont
        switch base {
        case .style(let name):
            let style = TextStyle(rawValue: name) ?? .body
            font = UIFont.preferredFont(forTextStyle: style.uiKitStyle, compatibleWith: traits)
        case .system(let size): font = UIFont.systemFont(ofSize: size)
        case .custom(let name, let size), .uiFont(let name, let size):
            font = UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
        if let weight {
            font = UIFont.systemFont(ofSize: font.pointSize, weight: UIFont.Weight(rawValue: weight.value))
        }
        if isItalic, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitItalic) {
            font = UIFont(descriptor: descriptor, size: font.pointSize)
        }
        return font
    }
}
