import Foundation

/// The attribute keys UIKit adds to `NSAttributedString.Key` (Apple's raw values). Values UIKit
/// reads when drawing:
///
/// | Key | Value | Default |
/// | --- | --- | --- |
/// | `.font` | `UIFont` | system font, 12 pt (iOS: Helvetica 12) |
/// | `.foregroundColor` | `UIColor` (or `CGColor`) | black |
/// | `.backgroundColor` | `UIColor` | none |
/// | `.kern` | number, points added after each character | 0 |
/// | `.paragraphStyle` | `NSParagraphStyle` | `.default` |
/// | `.underlineStyle`, `.strikethroughStyle` | `NSUnderlineStyle` raw value (`Int`) or `NSUnderlineStyle` | none |
/// | `.underlineColor`, `.strikethroughColor` | `UIColor` | the foreground colour |
/// | `.baselineOffset` | number, points up | 0 |
/// | `.shadow` | `NSShadow` | none |
/// | `.link` | `URL` or `String` | drawn in the link colour, underlined |
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let link = NSAttributedString.Key("NSLink")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
