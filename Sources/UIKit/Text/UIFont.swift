@_spi(ViewLab) import CoreText
import Foundation

/// A font: a face of one of ViewLab's known families at a point size.
///
/// The system font is Inter (the theme's `fonts["system"]`), standing in for San Francisco;
/// monospaced fonts use the theme's `fonts["monospaced"]` (DejaVu Sans Mono), and CJK text falls
/// back to `fonts["cjk"]` (WenQuanYi Micro Hei). Names and metrics therefore differ from iOS:
/// `fontName` is `Inter-Regular` (iOS: `.SFUI-Regular`), and Inter's 17 pt `lineHeight` is about
/// 20.6 (San Francisco's is 20.29).
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// What the font is.
    public let fontDescriptor: UIFontDescriptor

    /// The face as the text engine knows it (CoreText), made once (released with the font).
    let face: TextFace
    /// Metrics, measured on first use.
    private var cachedMetrics: Metrics?

    // MARK: - Creating fonts

    /// A font for `descriptor`; a `pointSize` of 0 uses the descriptor's size (UIKit's rule).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize == 0 && descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.sanitizedSize(pointSize)
        let resolved = descriptor.pointSize == size ? descriptor : descriptor.withSize(size)
        fontDescriptor = resolved
        face = TextFace(
            families: FontNameTable.pangoFamilies(resolved.role), weight: Int(resolved.weight.openTypeWeight),
            isItalic: resolved.isItalic, size: size)
    }

    /// `NSObject`'s `init()`, which `UIFont` inherits on iOS (`label.font ?? UIFont()` as a
    /// fallback): ViewLab makes it the system font at 12 pt, the size text takes when no font is
    /// given (`NSAttributedString.Key.font`: "Helvetica 12-point" by default).
    public convenience override init() {
        self.init(
            descriptor: UIFontDescriptor(role: .system, weight: .regular, isItalic: false, pointSize: 12), size: 12)
    }

    /// The font named `fontName` (a PostScript name such as `Inter-Bold` or a family name), or nil
    /// when ViewLab does not know the name. iOS families (Helvetica Neue, Avenir, Menlo…) are drawn
    /// with the closest known font; see the table on `FontNameTable`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard FontNameTable.parse(fontName) != nil else { return nil }
        self.init(descriptor: UIFontDescriptor(name: fontName, size: fontSize), size: fontSize)
    }

    deinit { face.release() }

    /// The system font at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at a weight (Inter's nine weights; see `UIFont.Weight`).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            descriptor: UIFontDescriptor(role: .system, weight: weight, isItalic: false, pointSize: fontSize),
            size: fontSize)
    }

    /// The system font at a weight and width (ViewLab draws every width as standard).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            descriptor: UIFontDescriptor(role: .system, weight: .regular, isItalic: true, pointSize: fontSize),
            size: fontSize)
    }

    /// The monospaced system font (the theme's monospaced family).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            descriptor: UIFontDescriptor(role: .monospaced, weight: weight, isItalic: false, pointSize: fontSize),
            size: fontSize)
    }

    /// The system font with fixed-width (tabular) digits: Inter with the OpenType `tnum` feature.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            descriptor: UIFontDescriptor(
                role: .system, weight: weight, isItalic: false, pointSize: fontSize,
                openTypeFeatures: ["tnum"]), size: fontSize)
    }

    /// The font for a Dynamic Type text style at the current content size category (`.large` unless
    /// `UITraitCollection.current` says otherwise). Sizes follow Apple's table (`DynamicTypeTable`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the content size category of `traitCollection`.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
        return UIFont(descriptor: descriptor, size: 0)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: fontDescriptor.withSize(fontSize), size: fontSize)
    }

    // MARK: - Names

    /// The families ViewLab draws with.
    open class var familyNames: [String] { FontNameTable.familyNames }

    /// The face names of a family (PostScript names usable with `UIFont(name:size:)`).
    open class func fontNames(forFamilyName familyName: String) -> [String] { FontNameTable.faceNames(familyName) }

    /// The family drawn (`Inter`).
    open var familyName: String { FontNameTable.familyName(fontDescriptor.role) }
    /// The face's PostScript name (`Inter-SemiBold`), or the name the font was created with.
    open var fontName: String { fontDescriptor.postscriptName }
    /// The size in points.
    open var pointSize: CGFloat { fontDescriptor.pointSize }

    // MARK: - Values

    /// Sizes are clamped: NaN, infinities and sizes ≤ 0 become 12 pt (Helvetica's, UIKit's default
    /// text size), sizes above 4096 become 4096.
    static func sanitizedSize(_ size: CGFloat, allowZero: Bool = false) -> CGFloat {
        if allowZero && size == 0 { return 0 }
        guard size.isFinite, size > 0 else { return 12 }
        return min(size, 4096)
    }

    open override var description: String { "<UIFont: \(fontName) \(pointSize) pt>" }

    /// Fonts are equal when their descriptors are (same face, size and features), as on iOS.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.fontDescriptor == fontDescriptor }
    open override var hash: Int { fontDescriptor.hash }
    /// Fonts are immutable: the copy is the font itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: - Metrics storage

    /// The font's vertical metrics in points (measured by pango; see `UIFont+Metrics.swift`).
    struct Metrics {
        var ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat, capHeight: CGFloat, xHeight: CGFloat
    }

    var metrics: Metrics {
        FontConfiguration.withLock { state in
            if let cachedMetrics { return cachedMetrics }
            let measured = measureMetrics(state)
            cachedMetrics = measured
            return measured
        }
    }
}
