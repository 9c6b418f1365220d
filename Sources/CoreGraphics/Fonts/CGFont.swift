import Foundation

/// A font face, as Core Graphics' `CGFont`: what iOS code creates by name to hand to
/// `CATextLayer.font`. ViewLab draws text with Pango, so a `CGFont` only carries its name; the
/// face drawn is the one `CATextLayer` picks for that name (Helvetica, Arial and the system names
/// map to Inter). Core Graphics returns nil for a name it does not know; ViewLab returns nil only
/// for an empty name, as every other name falls back to a face it has.
public final class CGFont: Equatable, Hashable, @unchecked Sendable {
    /// The PostScript name the font was created with (or read from its data's `name` table).
    public let postScriptName: CFString?
    /// The font file's bytes, for a font made from data (`init(_: CGDataProvider)`), which Core
    /// Text's font manager registers.
    package let fontData: Data?

    public init?(_ name: CFString) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        postScriptName = trimmed
        fontData = nil
    }

    /// A font from the bytes of a TrueType or OpenType file (Apple: `CGFontCreateWithDataProvider`,
    /// the `CGDataProvider(url:)` → `CGFont(provider)` → `CTFontManagerRegisterGraphicsFont` idiom
    /// of libraries that ship fonts); nil when the data is not such a font. The PostScript name is
    /// the font's own (its `name` table, name ID 6).
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let name = CGFont.postScriptName(inFontData: data) else { return nil }
        postScriptName = name
        fontData = data
    }

    /// `CGFont(name as NSString)`: on Apple platforms an `NSString` converts to `CFString` without
    /// a cast (they are toll-free bridged, and Swift applies that conversion implicitly), so code
    /// passes a font name it holds as `NSString`. `CFString` is `String` here, and Swift converts
    /// `NSString` to `String` only with `as`, so this overload takes it.
    public convenience init?(_ name: NSString) {
        self.init(name as String)
    }

    /// The full name (the PostScript name in ViewLab).
    public var fullName: CFString? { postScriptName }
    /// Glyph space units per em (1000, PostScript's convention).
    public var unitsPerEm: Int32 { 1000 }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.postScriptName == rhs.postScriptName }
    public func hash(into hasher: inout Hasher) { hasher.combine(postScriptName) }
}
