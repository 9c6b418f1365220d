import CoreGraphics

/// ViewLab: a font as Interface Builder writes it (`<fontDescription key="fontDescription" …/>`):
/// `type="system"` (with an optional `weight="semibold"`), `"boldSystem"`, `"italicSystem"` and
/// `pointSize`; a text style (`style="UICTFontTextStyleBody"`, which is
/// `UIFont.preferredFont(forTextStyle:)` — the raw values of `UIFont.TextStyle`); or a named font
/// (`name="Menlo-Regular" pointSize="12"`, `UIFont(name:size:)`, the system font if missing).
enum XIBFont: Equatable {
    case system(size: CGFloat, weight: UIFont.Weight)
    case italicSystem(size: CGFloat)
    case textStyle(UIFont.TextStyle)
    case named(String, size: CGFloat)

    var uiFont: UIFont {
        switch self {
        case .system(let size, let weight): return .systemFont(ofSize: size, weight: weight)
        case .italicSystem(let size): return .italicSystemFont(ofSize: size)
        case .textStyle(let style): return .preferredFont(forTextStyle: style)
        case .named(let name, let size): return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
    }

    /// IB's weight names.
    static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static func decode(_ element: XIBElement, file: String) throws -> XIBFont {
        let a = element.attributes
        func fail(_ message: String) -> XIBError { XIBError(file: file, line: element.line, message: message) }
        if let style = a["style"] {
            guard UIFont.TextStyle.allStyles.contains(UIFont.TextStyle(rawValue: style)) else {
                throw fail("unknown text style '\(style)'")
            }
            return .textStyle(UIFont.TextStyle(rawValue: style))
        }
        guard let text = a["pointSize"], let size = Double(text), size > 0 else {
            throw fail("<fontDescription> needs a positive pointSize")
        }
        if let name = a["name"] { return .named(name, size: size) }
        switch a["type"] ?? "system" {
        case "system":
            guard let weight = weights[a["weight"] ?? "regular"] else {
                throw fail("unknown font weight '\(a["weight"] ?? "")'")
            }
            return .system(size: size, weight: weight)
        case "boldSystem": return .system(size: size, weight: .bold)
        case "italicSystem": return .italicSystem(size: size)
        case let other: throw fail("unsupported font type '\(other)'")
        }
    }
}
