import CoreGraphics
import Foundation

/// Colour sets of asset catalogs (`AssetCatalog`), for `UIColor(named:in:compatibleWith:)`.
///
/// Apple's *Asset Catalog Format Reference*, "Color Set Type": a folder `<name>.colorset` holds a
/// `Contents.json` whose `colors` array lists, per `idiom` and `appearances` (`luminosity`:
/// `light`, `dark`), a `color` with a `color-space` (`srgb`, `extended-srgb`, `display-p3`,
/// `gray-gamma-22`, `extended-gray`) and `components` (`red`/`green`/`blue`/`alpha` or
/// `white`/`alpha`), each written by Xcode as a floating-point value (`"0.200"`), an 8-bit integer
/// (`"51"`) or hexadecimal (`"0x33"`); or a system colour by `reference` (`"systemBlueColor"`).
/// A set with a dark appearance gives a dynamic colour (the dark colour for a dark trait
/// collection, as UIKit resolves it); high-contrast appearances are not read.
extension UIColor {
    /// The colour set `name` in the first searched folder (a bundle's first, see
    /// `UIImage.searchFolders(bundle:)`) that has it; nil when none has it or it holds no colour
    /// (reported in one line naming the file).
    static func assetCatalogColor(named name: String, bundle: Bundle?) -> UIColor? {
        for folder in UIImage.searchFolders(bundle: bundle) {
            guard let (set, contents) = AssetCatalog.set(named: name, kind: "colorset", in: folder) else { continue }
            var any: UIColor?, light: UIColor?, dark: UIColor?
            for entry in (contents["colors"] as? [[String: Any]]) ?? [] where AssetCatalog.isForPhone(entry) {
                let appearance = AssetCatalog.luminosity(of: entry)
                guard !appearance.otherKind, let color = catalogColor(entry["color"]) else { continue }
                switch appearance.value {
                case "dark": dark = dark ?? color
                case "light": light = light ?? color
                default: any = any ?? color
                }
            }
            guard let base = light ?? any else {
                UIImage.reportLoadingFailure(
                    "\(set.appendingPathComponent("Contents.json").path): colour set \(name) has no colour ViewLab can read"
                )
                return nil
            }
            guard let dark else { return base }
            return UIColor { $0.userInterfaceStyle == .dark ? dark : base }
        }
        return nil
    }

    /// One `color` object of a colour set.
    private static func catalogColor(_ json: Any?) -> UIColor? {
        guard let color = json as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return Theme.current.colors[name] != nil ? UIColor.themed(name) : nil
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let value = { (key: String) in components[key].flatMap(catalogComponent) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return (color["color-space"] as? String) == "display-p3"
            ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: `"0x33"` (hexadecimal byte), `"51"` (byte), `"0.200"`.
    static func catalogComponent(_ json: Any) -> CGFloat? {
        if let number = json as? Double { return CGFloat(number > 1 ? number / 255 : number) }
        guard let text = (json as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        if !text.contains("."), let byte = Int(text) { return CGFloat(byte) / 255 }
        return Double(text).map { CGFloat($0) }
    }
}
