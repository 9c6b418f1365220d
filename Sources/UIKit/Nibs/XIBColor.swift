import CoreGraphics

/// ViewLab: a colour as Interface Builder writes it in a XIB (`<color key="backgroundColor" …/>`).
///
/// - `systemColor="systemBlueColor"` names one of UIKit's dynamic system colours (the document's
///   `<resources>` repeats IB's resolved value; ViewLab uses its theme's, so dark mode works);
///   `cocoaTouchSystemColor="darkTextColor"` is the older spelling.
/// - `name="Brand"` is an asset-catalog colour: `UIColor(named:)`, else the `<namedColor>` value
///   of the document's resources.
/// - `red/green/blue/alpha` with `customColorSpace="sRGB"` (or `colorSpace="calibratedRGB"` /
///   `"deviceRGB"`, taken as sRGB components — ibtool converts calibrated RGB when it compiles,
///   a difference of a few units per channel) or `customColorSpace="displayP3"`
///   (`UIColor(displayP3Red:…)`); `white/alpha` in `calibratedWhite` or
///   `genericGamma22GrayColorSpace` (`UIColor(white:alpha:)`).
indirect enum XIBColor: Equatable {
    case system(String)
    case named(String, fallback: XIBColor?)
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case displayP3(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case white(CGFloat, alpha: CGFloat)

    /// The UIKit colour.
    var uiColor: UIColor {
        switch self {
        case .system(let name): return UIColor.themed(name)
        case .named(let name, let fallback): return UIColor(named: name) ?? fallback?.uiColor ?? .clear
        case .rgb(let r, let g, let b, let a): return UIColor(red: r, green: g, blue: b, alpha: a)
        case .displayP3(let r, let g, let b, let a): return UIColor(displayP3Red: r, green: g, blue: b, alpha: a)
        case .white(let w, let a): return UIColor(white: w, alpha: a)
        }
    }

    /// IB's system colour name (`systemBlueColor`, `labelColor`, `darkTextColor`) → UIKit's
    /// (`systemBlue`, `label`, `darkText`); nil for a name UIKit does not have.
    static func systemName(_ ibName: String) -> String? {
        let base = ibName.hasSuffix("Color") ? String(ibName.dropLast(5)) : ibName
        if base == "tint" || ibName == "tintColor" { return "tintColor" }
        return Theme.systemColorNames.contains(base) ? base : nil
    }

    /// Reads a `<color>` element; `named` holds the document's `<namedColor>` resources.
    static func decode(_ element: XIBElement, file: String, named: [String: XIBColor]) throws -> XIBColor {
        let a = element.attributes
        func number(_ key: String, _ fallback: CGFloat? = nil) throws -> CGFloat {
            if let text = a[key], let value = Double(text) { return CGFloat(value) }
            if let fallback { return fallback }
            throw XIBError(file: file, line: element.line, message: "<color> needs a number in '\(key)'")
        }
        if let ibName = a["systemColor"] ?? a["cocoaTouchSystemColor"] {
            guard let name = systemName(ibName) else {
                throw XIBError(file: file, line: element.line, message: "unknown system colour '\(ibName)'")
            }
            return .system(name)
        }
        if let name = a["name"] { return .named(name, fallback: named[name]) }
        if a["white"] != nil { return .white(try number("white"), alpha: try number("alpha", 1)) }
        guard a["red"] != nil else {
            throw XIBError(
                file: file, line: element.line,
                message: "<color> has no components (red/green/blue, white, systemColor or name)")
        }
        let (r, g, b, alpha) = (try number("red"), try number("green"), try number("blue"), try number("alpha", 1))
        switch a["customColorSpace"] ?? a["colorSpace"] ?? "sRGB" {
        case "displayP3": return .displayP3(red: r, green: g, blue: b, alpha: alpha)
        case "sRGB", "calibratedRGB", "deviceRGB", "custom", "extendedSRGB":
            return .rgb(red: r, green: g, blue: b, alpha: alpha)
        case let other: throw XIBError(file: file, line: element.line, message: "unsupported colour space '\(other)'")
        }
    }
}
