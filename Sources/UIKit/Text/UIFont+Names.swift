@_spi(ViewLab) import CoreText
import Foundation

/// Font names ViewLab knows: its own families (Inter, the monospaced and CJK families) and the
/// families iOS ships that code commonly asks for by name, each drawn with the closest known font.
///
/// | Asked for | Draws with |
/// | --- | --- |
/// | `Inter`, `Inter-Bold`…; iOS sans-serif and serif families: Helvetica, Helvetica Neue, Arial, Avenir, Avenir Next, Verdana, Trebuchet MS, Gill Sans, Futura, Georgia, Times New Roman, Palatino, Baskerville, SF Pro… and every other family of Apple's list of fonts included with iOS (Cochin, Didot, Bodoni 72, Optima, American Typewriter, Marker Felt, Noteworthy, Zapfino…, `iOSFamilies`) | Inter |
/// | `DejaVu Sans Mono`; Menlo, Courier, Courier New, SF Mono, Monaco | the monospaced family |
/// | `WenQuanYi Micro Hei`; PingFang SC/TC/HK, Hiragino Sans, Heiti SC/TC, Apple SD Gothic Neo | the CJK family |
///
/// A style suffix after `-` (or a last word) picks the weight and slant: `Thin` 100, `ExtraLight`/
/// `UltraLight` 200, `Light` 300, `Regular`/`Roman`/`Book` 400, `Medium` 500, `SemiBold`/`DemiBold` 600,
/// `Bold` 700, `ExtraBold`/`Heavy` 800, `Black` 900, plus `Italic`/`Oblique`. Then the fonts the app
/// registered (`CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterGraphicsFont`), by
/// PostScript name, full name or family, as on iOS. Any other name is unknown.
enum FontNameTable {
    typealias Parsed = (role: UIFontDescriptor.Role, weight: UIFont.Weight, isItalic: Bool)

    /// Normalised family names (lower case, no spaces) and the role each draws with.
    static let families: [String: UIFontDescriptor.Role] = {
        var table: [String: UIFontDescriptor.Role] = [:]
        let sans = [
            "inter", "system", ".sfui", ".sfuitext", ".sfuidisplay", "sfpro", "sfprotext", "sfprodisplay",
            "sfprorounded",
            "helvetica", "helveticaneue", "arial", "arialmt", "avenir", "avenirnext", "verdana", "trebuchetms",
            "gillsans", "futura", "georgia", "timesnewroman", "timesnewromanps", "timesnewromanpsmt", "times",
            "palatino", "baskerville", "newyork", "applesystemuifont", ".applesystemuifont", "systemfont",
        ]
        let mono = [
            "dejavusansmono", "menlo", "courier", "couriernew", "couriernewpsmt", "sfmono", "monaco",
            "wenquanyimicroheimono",
        ]
        let cjk = [
            "wenquanyimicrohei", "pingfangsc", "pingfangtc", "pingfanghk", "hiraginosans", "hiraginokakugothicpron",
            "heitisc", "heititc", "stheitisc", "applesdgothicneo",
        ]
        for name in sans + iOSFamilies.map(normalise) where table[name] == nil { table[name] = .system }
        for name in mono { table[name] = .monospaced }
        for name in cjk { table[name] = .cjk }
        return table
    }()

    /// The Latin and symbol families iOS ships that the lists above do not name (Apple, "Fonts
    /// included with iOS", developer.apple.com/fonts/system-fonts): code asks for them by name
    /// and unwraps the result (`UIFont(name: "Cochin", size: 17)!`); each is drawn with Inter, as
    /// the other Apple families are (the differences from iOS list it).
    static let iOSFamilies = [
        "Academy Engraved LET", "American Typewriter", "Arial Hebrew", "Arial Rounded MT Bold",
        "Avenir Next Condensed", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Bodoni Ornaments",
        "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate", "Didot",
        "DIN Alternate", "DIN Condensed", "Euphemia UCAS", "Galvji", "Hoefler Text", "Kailasa", "Marker Felt",
        "Noteworthy", "Optima", "Papyrus", "Party LET", "Rockwell", "Savoye LET", "Snell Roundhand",
        "STIX Two Math", "STIX Two Text", "Symbol", "Thonburi", "Zapf Dingbats", "Zapfino", "Apple Symbols",
    ]

    /// Style words and the OpenType weight each stands for.
    static let weightWords: [(word: String, openType: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("heavy", 800), ("black", 900), ("thin", 100), ("hairline", 100), ("light", 300),
        ("regular", 400), ("roman", 400), ("book", 400), ("normal", 400), ("medium", 500), ("bold", 700),
    ]

    /// The role, weight and slant `name` stands for, or nil when ViewLab does not know it.
    static func parse(_ name: String) -> Parsed? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let dash = trimmed.lastIndex(of: "-"), dash != trimmed.startIndex {
            if let role = families[normalise(trimmed[..<dash])],
                let style = parseStyle(trimmed[trimmed.index(after: dash)...])
            {
                return (role, style.weight, style.isItalic)
            }
        }
        if let role = families[normalise(trimmed)] { return (role, .regular, false) }
        // "Helvetica Neue Bold": the last word(s) as the style.
        var words = trimmed.split(separator: " ")
        var styleWords: [Substring] = []
        while words.count > 1 {
            styleWords.insert(words.removeLast(), at: 0)
            if let role = families[normalise(words.joined())], let style = parseStyle(styleWords.joined()) {
                return (role, style.weight, style.isItalic)
            }
        }
        return registered(trimmed)
    }

    /// A registered face by PostScript name or full name, or a registered family (its regular face).
    static func registered(_ name: String) -> Parsed? {
        let wanted = normalise(name)
        let faces = TextSystem.registeredFaces
        guard
            let face = faces.first(where: { normalise($0.postScriptName) == wanted || normalise($0.fullName) == wanted }
            )
                ?? faces.filter({ normalise($0.family) == wanted }).min(by: {
                    abs($0.weight - 400) + ($0.isItalic ? 1000 : 0) < abs($1.weight - 400) + ($1.isItalic ? 1000 : 0)
                })
        else { return nil }
        return (.registered(face.family), UIFont.Weight.fromOpenType(face.weight), face.isItalic)
    }

    /// `Bold`, `BoldItalic`, `LightOblique`, `Italic`… → weight and slant; nil for other words.
    static func parseStyle<S: StringProtocol>(_ text: S) -> (weight: UIFont.Weight, isItalic: Bool)? {
        var rest = normalise(text)
        var italic = false
        for slant in ["italic", "oblique", "it"] where rest.hasSuffix(slant) {
            italic = true
            rest.removeLast(slant.count)
            break
        }
        if rest.isEmpty { return (.regular, italic) }
        guard let match = weightWords.first(where: { $0.word == rest }) else { return nil }
        return (UIFont.Weight.fromOpenType(match.openType), italic)
    }

    static func normalise<S: StringProtocol>(_ text: S) -> String {
        text.lowercased().filter { $0 != " " && $0 != "_" }
    }

    // MARK: - Names of what is drawn

    /// The family name reported by `UIFont.familyName`.
    static func familyName(_ role: UIFontDescriptor.Role) -> String {
        switch role {
        case .system: return FontConfiguration.systemFamily
        case .monospaced: return FontConfiguration.monospacedFamily
        case .cjk: return FontConfiguration.cjkFamily
        case .registered(let family): return family
        }
    }

    /// The pango family list drawn with (the role's family, then the CJK fallback).
    static func pangoFamilies(_ role: UIFontDescriptor.Role) -> String {
        switch role {
        case .system: return "\(FontConfiguration.systemFamily),\(FontConfiguration.cjkFamily)"
        case .monospaced: return "\(FontConfiguration.monospacedFamily),\(FontConfiguration.cjkMonospacedFamily)"
        case .cjk: return "\(FontConfiguration.cjkFamily),\(FontConfiguration.systemFamily)"
        case .registered(let family):
            return "\(family),\(FontConfiguration.systemFamily),\(FontConfiguration.cjkFamily)"
        }
    }

    /// The PostScript name of the face drawn: `Inter-SemiBoldItalic`, `DejaVuSansMono-Bold`.
    static func postScriptName(role: UIFontDescriptor.Role, weight: UIFont.Weight, italic: Bool) -> String {
        if case .registered(let family) = role {
            let faces = TextSystem.registeredFaces.filter { $0.family == family }
            let target = Int(weight.openTypeWeight)
            return faces.min {
                abs($0.weight - target) + ($0.isItalic == italic ? 0 : 1000) < abs($1.weight - target)
                    + ($1.isItalic == italic ? 0 : 1000)
            }?
            .postScriptName ?? family.replacingOccurrences(of: " ", with: "")
        }
        let family = familyName(role).replacingOccurrences(of: " ", with: "")
        if role == .monospaced && family == "DejaVuSansMono" {
            let bold = weight.openTypeWeight >= 600
            switch (bold, italic) {
            case (false, false): return family
            case (true, false): return family + "-Bold"
            case (false, true): return family + "-Oblique"
            case (true, true): return family + "-BoldOblique"
            }
        }
        if role != .system { return family }
        let style = weight.nearest.style
        if italic { return family + "-" + (style == "Regular" ? "Italic" : style + "Italic") }
        return family + "-" + style
    }

    /// The families `UIFont.familyNames` lists.
    static var familyNames: [String] {
        [FontConfiguration.systemFamily, FontConfiguration.monospacedFamily, FontConfiguration.cjkFamily]
            + TextSystem.registeredFaces.map(\.family).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
    }

    /// The face names of a family (`UIFont.fontNames(forFamilyName:)`).
    static func faceNames(_ family: String) -> [String] {
        let registered = TextSystem.registeredFaces.filter { normalise($0.family) == normalise(family) }
        if !registered.isEmpty { return registered.map(\.postScriptName) }
        guard let role = families[normalise(family)] else { return [] }
        switch role {
        case .system:
            return UIFont.Weight.table.flatMap { entry in
                [false, true].map { postScriptName(role: .system, weight: entry.weight, italic: $0) }
            }
        case .monospaced:
            return [(false, false), (true, false), (false, true), (true, true)].map {
                postScriptName(role: .monospaced, weight: $0.0 ? .bold : .regular, italic: $0.1)
            }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        case .cjk, .registered:
            return [postScriptName(role: role, weight: .regular, italic: false)]
        }
    }
}
