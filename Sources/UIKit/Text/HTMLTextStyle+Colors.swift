import Foundation

/// CSS colours in an HTML import: `#rgb`, `#rrggbb`, `rgb(r, g, b)` and the sixteen HTML 4 colour
/// names (CSS Color Module Level 3, "Basic color keywords"), plus `orange` and `grey`.
extension HTMLTextStyle {
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080, "white": 0xFFFFFF,
        "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "green": 0x008000,
        "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080, "blue": 0x0000FF,
        "teal": 0x008080, "aqua": 0x00FFFF, "orange": 0xFFA500,
    ]

    static func color(from css: String) -> UIColor? {
        let value = css.trimmingCharacters(in: .whitespaces).lowercased()
        if let rgb = namedColors[value] { return color(rgb: rgb) }
        if value.hasPrefix("#") {
            var hex = String(value.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6, let rgb = UInt32(hex, radix: 16) else { return nil }
            return color(rgb: rgb)
        }
        if value.hasPrefix("rgb(") || value.hasPrefix("rgba(") {
            let inside = value.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            let numbers = inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count >= 3 else { return nil }
            return UIColor(
                red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
                alpha: numbers.count > 3 ? numbers[3] : 1)
        }
        return nil
    }

    private static func color(rgb: UInt32) -> UIColor {
        UIColor(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
