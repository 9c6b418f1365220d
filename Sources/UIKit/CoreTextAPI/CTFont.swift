@_spi(ViewLab) import CoreText
import Foundation

/// A font as Core Text knows it. On iOS `CTFont` and `UIFont` are toll-free bridged (Apple,
/// *Toll-Free Bridged Types*: "UIFont … CTFontRef"), so `font as CTFont`, `ctFont as UIFont` and a
/// `CTFont` under `kCTFontAttributeName` or `.font` are the same object; here the same class.
public typealias CTFont = UIFont

/// The font named `name` (PostScript or full name) at `size` points; the system font when no font
/// has that name, and 12 points for a size of 0, as Core Text does (`CTFontCreateWithName`).
/// `matrix` is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{
    let points = size > 0 && size.isFinite ? size : 12
    return UIFont(name: name, size: points) ?? UIFont.systemFont(ofSize: points)
}

/// The same font at another size (0: the same size) — `CTFontCreateCopyWithAttributes`.
public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: UIFontDescriptor?
) -> CTFont {
    size > 0 && size.isFinite ? font.withSize(size) : font
}

/// The point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
/// Points above the baseline (positive).
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
/// Points below the baseline (positive, unlike `UIFont.descender`).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
/// The line gap.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
/// The height of capital letters.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
/// The height of lowercase letters without ascenders.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
/// The PostScript name (`Inter-Bold`).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }
/// The family name.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }
/// The full name (here the PostScript name).
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.fontName }
/// The name to show a user (here the family name).
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { font.familyName }

/// The glyphs of `count` UTF-16 characters copied to `glyphs` (`CTFontGetGlyphsForCharacters`):
/// here a glyph is its character's UTF-16 unit (see `CTRun`); true when the font draws them all.
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
) -> Bool {
    for index in 0..<max(0, count) { glyphs[index] = characters[index] }
    let text = String(decoding: UnsafeBufferPointer(start: characters, count: max(0, count)), as: UTF16.self)
    return text.isEmpty || TextSystem.outline(of: text, face: font.face, baseline: 0) != nil
        || text.allSatisfy(\.isWhitespace)
}

/// The outline of `glyph` (a character's UTF-16 unit here) in glyph space: origin on the baseline
/// at the glyph's left, y up, as Core Text gives it (so text built from glyph paths is flipped
/// into UIKit's y-down space by the caller, as on iOS); `matrix` applied. Nil for a glyph without
/// an outline (a space) — `CTFontCreatePathForGlyph`.
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CGPath?
{
    guard let scalar = Unicode.Scalar(UInt32(glyph)),
        let outline = TextSystem.outline(of: String(Character(scalar)), face: font.face, baseline: 0)
    else { return nil }
    var transform = CGAffineTransform(scaleX: 1, y: -1)
    if let matrix { transform = transform.concatenating(matrix.pointee) }
    return outline.copy(using: &transform)
}
