@_spi(ViewLab) import CoreText
import Foundation

/// Converting UIKit attributes to the text engine's (CoreText's `TextAttributeList`).
///
/// | UIKit attribute | text engine |
/// | --- | --- |
/// | `.font` | font description (+ `tnum` feature for monospaced digits) |
/// | `.foregroundColor` | foreground + foreground alpha |
/// | `.backgroundColor` | background + background alpha |
/// | `.kern`, `.tracking`, the system font's automatic tracking | letter spacing |
/// | `.underlineStyle` / `.underlineColor` | underline single/double, underline colour |
/// | `.strikethroughStyle` / `.strikethroughColor` | strikethrough, strikethrough colour |
/// | `.baselineOffset` | rise |
/// | `.paragraphStyle` line heights | line height (relative or absolute) |
/// | `.attachment` | an object box the size of the attachment (its image drawn by `TextLayout+Attachments`) |
extension ParagraphSource {
    /// Which colour a run is drawn in during a shadow pass: nil draws the run invisibly.
    typealias ColorOverride = ([NSAttributedString.Key: Any]) -> CGColor?

    /// The attribute list for the paragraph. With `colorFor`, every run's text and lines are drawn
    /// in the colour it returns and backgrounds are left out (shadow passes).
    func attributeList(colorFor override: ColorOverride?) -> TextAttributeList {
        let list = TextAttributeList()
        let whole = utf8.count
        // iOS does not hyphenate unless asked (hyphenationFactor 0).
        list.addHyphenation(false, 0, whole)
        insertLineHeight(into: list, whole: whole)

        for run in string.runs {
            let attributes = run.attributes, runRange = run.range
            let start = utf8Offsets[runRange.location], end = utf8Offsets[runRange.location + runRange.length]
            guard end > start else { continue }
            let font = attributes[.font] as? UIFont ?? defaultFont
            list.addFont(font.face, start, end)
            if !font.fontDescriptor.openTypeFeatures.isEmpty {
                list.addFontFeatures(font.fontDescriptor.openTypeFeatures.joined(separator: ","), start, end)
            }
            let foreground: CGColor?
            if let override {
                foreground = override(attributes)
            } else {
                foreground =
                    TextAttributeValue.color(attributes[.foregroundColor] ?? attributes[.coreTextForegroundColor])
                    ?? defaultColor
            }
            let drawn = foreground ?? .clear
            insertColor(drawn, foreground: true, into: list, start, end)
            if override == nil, let background = TextAttributeValue.color(attributes[.backgroundColor]) {
                insertColor(background, foreground: false, into: list, start, end)
            }
            let spacing = Self.letterSpacing(attributes, font: font)
            if spacing != 0 {
                list.addLetterSpacing(spacing, start, end)
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let size = attachment.displaySize, lift = attachment.bounds.minY
                list.addObjectBox(width: size.width, ascent: size.height + lift, descent: -lift, start, end)
            }
            if let rise = TextAttributeValue.clamped(attributes[.baselineOffset], to: -10_000...10_000), rise != 0 {
                list.addRise(rise, start, end)
            }
            if let style = TextAttributeValue.number(attributes[.underlineStyle]).map({
                NSUnderlineStyle(rawValue: Int($0))
            }), !style.isEmpty {
                let double = style.contains(.double) && style.rawValue & 0xFF == NSUnderlineStyle.double.rawValue
                let color = override == nil ? (TextAttributeValue.color(attributes[.underlineColor]) ?? drawn) : drawn
                let c = color.rgba
                list.addUnderline(
                    double: double, red: Self.channel(c.red), green: Self.channel(c.green), blue: Self.channel(c.blue),
                    start, end)
            }
            if let style = TextAttributeValue.number(attributes[.strikethroughStyle]), style != 0 {
                let color =
                    override == nil ? (TextAttributeValue.color(attributes[.strikethroughColor]) ?? drawn) : drawn
                let c = color.rgba
                list.addStrikethrough(
                    red: Self.channel(c.red), green: Self.channel(c.green), blue: Self.channel(c.blue), start, end)
            }
        }
        return list
    }

    /// The space added between graphemes of a run: an explicit `.tracking`, else the font's
    /// automatic tracking (the system font's table, `UIFont.automaticTracking`), plus `.kern`
    /// (ignored when `.tracking` is given: "if both kCTKernAttributeName and
    /// kCTTrackingAttributeName are present kCTKernAttributeName will be ignored unless zero",
    /// `CTStringAttributes.h`; 0 turns kerning off, which ViewLab does not model).
    static func letterSpacing(_ attributes: [NSAttributedString.Key: Any], font: UIFont) -> CGFloat {
        if let tracking = TextAttributeValue.clamped(attributes[.tracking], to: -1000...1000) { return tracking }
        let kern = TextAttributeValue.clamped(attributes[.kern], to: -1000...1000) ?? 0
        return font.automaticTracking + kern
    }

    /// A colour as 16-bit channels plus alpha. The engine reads alpha 0 as "opaque", so a fully
    /// transparent colour gets the smallest alpha instead.
    private func insertColor(_ color: CGColor, foreground: Bool, into list: TextAttributeList, _ start: Int, _ end: Int)
    {
        let c = color.rgba
        let r = Self.channel(c.red), g = Self.channel(c.green), b = Self.channel(c.blue),
            a = max(1, Self.channel(c.alpha))
        list.addColor(red: r, green: g, blue: b, alpha: a, foreground: foreground, start, end)
    }

    /// The paragraph style's line height rules: `lineHeightMultiple` scales the font's line height,
    /// then `minimumLineHeight`/`maximumLineHeight` clamp it.
    private func insertLineHeight(into list: TextAttributeList, whole: Int) {
        let style = paragraphStyle
        let multiple = style.lineHeightMultiple > 0 ? min(style.lineHeightMultiple, 100) : 1
        var height = font.lineHeight * multiple
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        if abs(height - font.lineHeight) > 0.001 {
            list.addLineHeight(height, 0, max(whole, 1))
        }
    }

    /// 0…1 → 0…65535.
    static func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
}
