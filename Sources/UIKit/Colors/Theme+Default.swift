import CShim
import CoreGraphics
import Foundation

// The default theme is built into UIKit (`Themes/default.json`, copied in at compile time by the C
// shim), so that system colours resolve to Apple's values wherever the code runs — a test package
// outside this repository, a copied `viewlab` binary — without finding any file. Theme files under
// `Themes/` (or given by path) add themes, inherit from this one (`"inherits": "default"`, the
// implicit base of every theme) and override it; reading them is ViewLab's, not UIKit's
// (`ViewLabSupport.ThemeLoader`, which checks the built-in JSON with the full theme-file parser;
// `ThemeLoaderTests.testBuiltInThemeMatchesTheLoadersReadingOfIt` pins that both read it alike).
//
// Values: Apple's published system colours for iOS 17 (Human Interface Guidelines, "Color": light,
// dark and increased-contrast variants of each system and semantic colour).

extension Theme {
    /// The name of the built-in theme.
    public static let defaultName = "default"

    /// Where errors in the built-in theme are reported.
    @_spi(ViewLab) public static let defaultSourcePath = "<built-in theme 'default' (Themes/default.json)>"

    /// The built-in theme's JSON.
    @_spi(ViewLab) public static var defaultSource: String { String(cString: viewlab_default_theme_json()) }

    /// The built-in default theme, read once from the JSON the C shim embeds (no file is read).
    @_spi(ViewLab) public static let builtIn: Theme = {
        guard let root = try? JSONSerialization.jsonObject(with: Data(defaultSource.utf8)) as? [String: Any],
            let written = root["colors"] as? [String: Any]
        else {
            preconditionFailure("the built-in default theme is not a JSON object with \"colors\"")
        }
        var colors: [String: ColorSet] = [:]
        var references: [String: String] = [:]
        for (name, value) in written {
            if let text = value as? String {
                if let color = parseHex(text) {
                    colors[name] = ColorSet(
                        light: color, dark: color, lightHighContrast: color, darkHighContrast: color)
                } else {
                    references[name] = text
                }
            } else if let set = value as? [String: String], let light = set["light"].flatMap(parseHex) {
                // Missing appearances fall back as iOS does: dark to light, increased contrast to
                // the normal value of the same appearance.
                let dark = set["dark"].flatMap(parseHex) ?? light
                colors[name] = ColorSet(
                    light: light, dark: dark, lightHighContrast: set["lightHighContrast"].flatMap(parseHex) ?? light,
                    darkHighContrast: set["darkHighContrast"].flatMap(parseHex) ?? dark)
            }
        }
        for (name, target) in references { colors[name] = colors[target] }
        if let missing = systemColorNames.first(where: { colors[$0] == nil }) {
            preconditionFailure("the built-in default theme does not define '\(missing)'")
        }
        let metrics = (root["metrics"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
        return Theme(
            name: root["name"] as? String ?? defaultName, description: root["description"] as? String ?? "",
            colors: colors,
            fonts: root["fonts"] as? [String: String] ?? [:], metrics: metrics)
    }()

    /// `#RRGGBB` or `#RRGGBBAA`, as theme files write colours.
    @_spi(ViewLab) public static func parseHex(_ text: String) -> CGColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
            text.dropFirst().allSatisfy(\.isHexDigit), let value = UInt64(text.dropFirst(), radix: 16)
        else { return nil }
        let rgba = text.count == 9 ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        return CGColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
