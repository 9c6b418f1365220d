import Foundation

/// A tab stop of a paragraph style (`NSParagraphStyle.tabStops`): where text after a tab
/// character starts. ViewLab draws left-aligned stops (what the engine places); a stop of
/// another alignment is kept and drawn as a left one.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Options of a tab (`NSTextTab.OptionKey`; `columnTerminators` is the only one).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column for a tab of `.natural`/decimal alignment.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text aligns on the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading edge of the paragraph's line, in points.
    public let location: CGFloat
    /// The options given when the tab was made.
    public let options: [OptionKey: Any]

    /// A tab stop at `loc` points with `alignment` (Apple, `init(textAlignment:location:options:)`).
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc.isFinite ? min(max(0, loc), 100_000) : 0
        self.options = options
    }

    /// The column terminators for a decimal tab in `locale` (the locale's decimal separator).
    open class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { Int(location * 64) &+ alignment.rawValue }
}
