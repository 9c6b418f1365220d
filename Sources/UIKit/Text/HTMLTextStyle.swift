import Foundation

/// The text style of an element in an HTML import, as WebKit computes it for UIKit's importer:
/// the body is Times New Roman 12 pt in black (`NSAttributedString`'s HTML import; a widely
/// reproduced observation — a label's `font` and `textColor` do not apply to imported text, whose
/// runs carry these attributes); `<b>`/`<strong>` are bold, `<i>`/`<em>` italic, `<u>` underlined,
/// `<s>`/`<del>`/`<strike>` struck through, `<a href>` a `.link` in WebKit's link blue (#0000EE),
/// underlined; headings are bold at 2, 1.5, 1.17, 1, 0.83 and 0.67 em; `style="…"` and `<font>`
/// set `color`, `font-size` (px or pt, em relative), `font-weight`, `font-style`, `font-family`
/// and `text-decoration`.
struct HTMLTextStyle {
    var family = "Times New Roman"
    var size: CGFloat = 12
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false
    var color: UIColor = .black
    var link: URL?

    static let linkColor = UIColor(red: 0, green: 0, blue: 238 / 255, alpha: 1)
    static let headingScales: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]

    /// The style inside `tag` with `attributes`, starting from this one.
    func entering(_ tag: String, attributes: [String: String]) -> HTMLTextStyle {
        var style = self
        switch tag {
        case "b", "strong", "th": style.bold = true
        case "i", "em", "cite", "var": style.italic = true
        case "u", "ins": style.underline = true
        case "s", "del", "strike": style.strikethrough = true
        case "a":
            if let href = attributes["href"], let url = URL(string: href) {
                style.link = url
                style.color = Self.linkColor
                style.underline = true
            }
        case "font":
            if let color = attributes["color"].flatMap(HTMLTextStyle.color(from:)) { style.color = color }
            if let face = attributes["face"] { style.family = Self.firstFamily(face) }
        default:
            if let scale = Self.headingScales[tag] {
                style.size *= scale
                style.bold = true
            }
        }
        if let css = attributes["style"] { style.apply(css: css) }
        return style
    }

    /// Applies the declarations of a `style` attribute.
    mutating func apply(css: String) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            let value = parts[1].lowercased()
            switch parts[0].lowercased() {
            case "color": if let color = Self.color(from: value) { self.color = color }
            case "font-size": if let size = length(value) { self.size = size }
            case "font-weight": bold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
            case "font-style": italic = value == "italic" || value == "oblique"
            case "font-family": family = Self.firstFamily(parts[1])
            case "text-decoration", "text-decoration-line":
                underline = value.contains("underline")
                strikethrough = value.contains("line-through")
            default: continue
            }
        }
    }

    private func length(_ value: String) -> CGFloat? {
        for (unit, factor) in [("px", 1.0), ("pt", 1.0), ("em", Double(size)), ("rem", 12.0)]
        where value.hasSuffix(unit) {
            if let number = Double(value.dropLast(unit.count)) { return CGFloat(number * factor) }
        }
        return Double(value).map { CGFloat($0) }
    }

    private static func firstFamily(_ list: String) -> String {
        let first = list.split(separator: ",").first.map(String.init) ?? list
        return first.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
    }

    /// The attributes of text in this style.
    var attributes: [NSAttributedString.Key: Any] {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if bold { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        let base =
            UIFont(name: family, size: size) ?? UIFont(name: "Times New Roman", size: size) ?? .systemFont(ofSize: size)
        let font =
            traits.isEmpty
            ? base : base.fontDescriptor.withSymbolicTraits(traits).map { UIFont(descriptor: $0, size: size) } ?? base
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link { attributes[.link] = link }
        return attributes
    }
}
