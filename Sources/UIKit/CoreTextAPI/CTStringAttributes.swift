import Foundation

// Core Text's attribute names (Apple, *CTStringAttributes.h*), with the values iOS gives them, so
// `NSAttributedString.Key(kCTFontAttributeName as String)` is `.font`. UIKit reads
// `kCTForegroundColorAttributeName` (a `CGColor`) where `.foregroundColor` is missing.

/// The font (`CTFont`, which is `UIFont`); the same key as `.font`.
public let kCTFontAttributeName: CFString = "NSFont"
/// The text colour as a `CGColor` (not the same key as `.foregroundColor`).
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// Whether the text takes the context's fill colour.
public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// Extra space between characters, in points; the same key as `.kern`.
public let kCTKernAttributeName: CFString = "NSKern"
/// Ligatures (0, 1, 2); the same key as `.ligature`.
public let kCTLigatureAttributeName: CFString = "NSLigature"
/// The paragraph style; the same key as `.paragraphStyle`.
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The stroke width; the same key as `.strokeWidth`.
public let kCTStrokeWidthAttributeName: CFString = "NSStrokeWidth"
/// The stroke colour as a `CGColor`.
public let kCTStrokeColorAttributeName: CFString = "CTStrokeColor"
/// The underline style; the same key as `.underlineStyle`.
public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// The underline colour as a `CGColor`.
public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"
/// Superscript (positive) or subscript (negative) levels.
public let kCTSuperscriptAttributeName: CFString = "NSSuperScript"
/// The baseline offset in points.
public let kCTBaselineOffsetAttributeName: CFString = "CTBaselineOffset"

extension NSAttributedString.Key {
    /// Core Text's text colour (`kCTForegroundColorAttributeName`), read where `.foregroundColor` is missing.
    static let coreTextForegroundColor = NSAttributedString.Key("CTForegroundColor")
}
