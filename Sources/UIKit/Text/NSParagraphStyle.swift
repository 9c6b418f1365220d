import Foundation

/// The paragraph attributes of attributed text (the value of `.paragraphStyle`). Immutable; use
/// `NSMutableParagraphStyle` to make one. All lengths are in points.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Stored values (mutated only through NSMutableParagraphStyle).
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _paragraphSpacingBefore: CGFloat = 0
    var _firstLineHeadIndent: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0
    var _baseWritingDirection: NSWritingDirection = .natural
    var _hyphenationFactor: Float = 0
    var _allowsDefaultTighteningForTruncation = false
    var _lineBreakStrategy: LineBreakStrategy = []
    /// "The default value is an array of 12 left-aligned tabs at 28-point intervals" (Apple, `tabStops`).
    var _tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    var _defaultTabInterval: CGFloat = 0

    public override init() {}

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines that do not fit are wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Space added between the lines of a paragraph.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// Space added after the paragraph (not after the last one).
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// Space added before the paragraph (not before the first one).
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// Indent of the paragraph's first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// Indent of the other lines from the leading edge.
    open var headIndent: CGFloat { _headIndent }
    /// Positive: line width measured from the leading edge; zero or negative: distance from the
    /// trailing edge.
    open var tailIndent: CGFloat { _tailIndent }
    /// Lines are at least this tall (0 = no minimum).
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// Lines are at most this tall (0 = no maximum).
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// The natural line height is multiplied by this (0 = 1).
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// The paragraph's base writing direction (`.natural`: left-to-right in ViewLab).
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    /// Kept for compatibility; ViewLab does not hyphenate.
    open var hyphenationFactor: Float { _hyphenationFactor }
    open var allowsDefaultTighteningForTruncation: Bool { _allowsDefaultTighteningForTruncation }
    /// The line-break strategy (none by default, as a new style on iOS).
    open var lineBreakStrategy: LineBreakStrategy { _lineBreakStrategy }

    /// The tab stops, sorted by location (12 left-aligned stops 28 points apart by default).
    open var tabStops: [NSTextTab] { _tabStops }
    /// The distance between the tab stops after the last of `tabStops` (0: none; a tab past the
    /// last stop then acts as a space, as on iOS).
    open var defaultTabInterval: CGFloat { _defaultTabInterval }

    /// An immutable copy (what `copy()` returns), as Foundation's.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.setAll(from: self)
        return copy
    }

    /// A mutable copy (what `mutableCopy()` returns): the idiom
    /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle` works as on iOS.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setAll(from: self)
        return copy
    }

    func setAll(from other: NSParagraphStyle) {
        _alignment = other._alignment; _lineBreakMode = other._lineBreakMode; _lineSpacing = other._lineSpacing
        _paragraphSpacing = other._paragraphSpacing; _paragraphSpacingBefore = other._paragraphSpacingBefore
        _firstLineHeadIndent = other._firstLineHeadIndent; _headIndent = other._headIndent;
        _tailIndent = other._tailIndent
        _minimumLineHeight = other._minimumLineHeight; _maximumLineHeight = other._maximumLineHeight
        _lineHeightMultiple = other._lineHeightMultiple; _baseWritingDirection = other._baseWritingDirection
        _hyphenationFactor = other._hyphenationFactor
        _allowsDefaultTighteningForTruncation = other._allowsDefaultTighteningForTruncation
        _lineBreakStrategy = other._lineBreakStrategy
        _tabStops = other._tabStops; _defaultTabInterval = other._defaultTabInterval
    }

    /// Styles are equal when every setting is, as Foundation's.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? NSParagraphStyle else { return false }
        let lhs = self
        return lhs._alignment == rhs._alignment && lhs._lineBreakMode == rhs._lineBreakMode
            && lhs._lineSpacing == rhs._lineSpacing
            && lhs._paragraphSpacing == rhs._paragraphSpacing
            && lhs._paragraphSpacingBefore == rhs._paragraphSpacingBefore
            && lhs._firstLineHeadIndent == rhs._firstLineHeadIndent && lhs._headIndent == rhs._headIndent
            && lhs._tailIndent == rhs._tailIndent && lhs._minimumLineHeight == rhs._minimumLineHeight
            && lhs._maximumLineHeight == rhs._maximumLineHeight && lhs._lineHeightMultiple == rhs._lineHeightMultiple
            && lhs._baseWritingDirection == rhs._baseWritingDirection
            && lhs._lineBreakStrategy == rhs._lineBreakStrategy
            && lhs._tabStops == rhs._tabStops && lhs._defaultTabInterval == rhs._defaultTabInterval
    }

    open override var hash: Int { Int(_lineSpacing * 64) &+ _alignment.rawValue }

    open override var description: String {
        "NSParagraphStyle(alignment: \(alignment), lineBreakMode: \(lineBreakMode), lineSpacing: \(lineSpacing))"
    }
}

/// A paragraph style whose attributes can be changed. Lengths that are NaN, infinite or negative
/// (where a negative value has no meaning) are stored as 0; magnitudes are capped at 100 000 points.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private static let cap: CGFloat = 100_000
    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), cap) : 0 }
    private static func signed(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(-cap, value), cap) : 0 }

    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = Self.length(newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = Self.length(newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = Self.length(newValue) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = Self.length(newValue) }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = Self.length(newValue) }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = Self.signed(newValue) }
    }
    open override var tabStops: [NSTextTab] {
        get { _tabStops }
        set { _tabStops = newValue.sorted { $0.location < $1.location } }
    }
    open override var defaultTabInterval: CGFloat {
        get { _defaultTabInterval }
        set { _defaultTabInterval = Self.length(newValue) }
    }
    /// Adds a tab stop (kept in order of location).
    open func addTabStop(_ anObject: NSTextTab) { tabStops = _tabStops + [anObject] }
    /// Removes the tab stops equal to `anObject`.
    open func removeTabStop(_ anObject: NSTextTab) { _tabStops.removeAll { $0.isEqual(anObject) } }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = Self.length(newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = Self.length(newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = Self.length(newValue) }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { _baseWritingDirection }
        set { _baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { _hyphenationFactor }
        set { _hyphenationFactor = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { _allowsDefaultTighteningForTruncation }
        set { _allowsDefaultTighteningForTruncation = newValue }
    }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { _lineBreakStrategy }
        set { _lineBreakStrategy = newValue }
    }

    /// Copies every attribute of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { setAll(from: obj) }
}
