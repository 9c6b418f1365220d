import CoreGraphics
import Foundation

/// A view that displays one or more lines of read-only text.
///
/// As on iOS: one line by default (`numberOfLines = 1`, 0 = unlimited), `.byTruncatingTail`, the
/// system font at 17 pt, `.label` colour, natural alignment, no background colour, user interaction
/// off, content mode `.redraw`. Text is vertically centred in the bounds; `intrinsicContentSize` is
/// the text's size rounded up to whole points. Drawing happens in `draw(_:)`, which needs the UIKit
/// current context (`UIGraphicsGetCurrentContext()`) to be the view's context.
open class UILabel: UIView {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    /// A label redraws its text when its size changes, whatever its `contentMode`: Interface
    /// Builder gives every label `contentMode="left"`, and a centred label laid out again by Auto
    /// Layout (on rotation, in a resized XIB view) stays centred on iOS, not a stale bitmap pinned
    /// left (Chameleon, The Iconfactory's UIKit for macOS, redisplays its `UILabel` on any size
    /// change for the same reason).
    override class var redisplaysWhenResized: Bool { true }
    // MARK: - Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        decodeLabel(coder)
    }

    /// As on iOS, a label is an accessibility element with the `.staticText` trait (Apple,
    /// *UIAccessibility*: "Standard UIKit controls and views … are accessible to assistive apps by
    /// default"); an element with no label is skipped by VoiceOver, so an empty label is not read.
    private func configureDefaults() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The label VoiceOver reads: the one set, else the label's text (Apple, `accessibilityLabel`:
    /// "standard UIKit controls and views have labels that derive from their titles").
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: - Text

    /// The key-value observable properties this class adds (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    /// The text's storage: plain text, or attributed text set by the caller (kept as the text
    /// system's `AttributedText`, see there why; `attributedContent` is the caller's own object).
    var content: AttributedText?
    var attributedContent: NSAttributedString?
    var hasAttributedContent: Bool { attributedContent != nil }

    /// The text shown (nil by default). Setting it replaces any attributed text.
    open var text: String? {
        get { content?.string }
        set {
            notifyingObservers(ofKey: "text") {
                content = newValue.map { AttributedText(string: $0) }
                attributedContent = nil
                textDidChange()
            }
        }
    }

    /// The styled text shown. Reading it after setting `text` returns the text with the label's
    /// font, colour and alignment; attributes an attributed text lacks are taken from the label.
    open var attributedText: NSAttributedString? {
        get {
            guard content != nil else { return nil }
            return attributedContent ?? displayText(font: effectiveFont)?.nsAttributedString
        }
        set {
            content = newValue.map(AttributedText.init)
            attributedContent = newValue
            textDidChange()
        }
    }

    // MARK: - Appearance

    /// The font (default: system font, 17 pt). Setting nil restores the default.
    /// The font; with `adjustsFontForContentSizeCategory` and a text-style font it reports the
    /// size for the current content size category, as UIKit updates it when the traits change.
    open var font: UIFont! {
        get { effectiveFont }
        set { storedFont = newValue ?? UILabel.defaultFont; textDidChange() }
    }
    var storedFont: UIFont = UILabel.defaultFont
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// The text colour (default `.label`). Setting nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; setNeedsDisplay() }
    }
    private var storedTextColor: UIColor = .label

    /// Horizontal alignment (default `.natural`: left in ViewLab's left-to-right layout).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// How the last visible line is wrapped or truncated (default `.byTruncatingTail`). Other
    /// lines wrap at word boundaries.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The most lines shown (default 1); 0 means as many as needed. Negative values count as 0.
    open var numberOfLines: Int = 1 { didSet { textDidChange() } }

    /// Whether the text is drawn in its enabled colours. A disabled label draws all its text in
    /// `UIColor.systemGray` (iOS uses a private grey, `_disabledFontColor`).
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Whether the label is highlighted; with a `highlightedTextColor`, the text is drawn in it.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The colour of highlighted text (default nil: highlighting changes nothing).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A hard (unblurred) shadow drawn under the text; nil (the default) for none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset in points (default (0, −1), as on iOS).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    // MARK: - Sizing

    /// Shrink the font (down to `minimumScaleFactor`) when the text does not fit the bounds.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest scale `adjustsFontSizeToFitWidth` may use; 0 (the default) means no shrinking.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Kept for compatibility (ViewLab does not tighten letters before truncating).
    open var allowsDefaultTighteningForTruncation = false
    /// How the text is placed vertically when the font shrinks (kept; ViewLab always centres).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// The width multi-line text wraps at for `intrinsicContentSize`. 0 (the default) is
    /// automatic, as on iOS 8 and later: the label wraps at the width layout gives it — Auto
    /// Layout measures the label again at its solved width until the two agree, so a label pinned
    /// to a narrow container (or measured by `systemLayoutSizeFitting`) grows taller. Apple's
    /// documentation: "During layout, if the text extends beyond the width specified by this
    /// property, the additional text flows to one or more new lines, increasing the height of
    /// the label."
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// The width Auto Layout is measuring the label at (automatic `preferredMaxLayoutWidth`),
    /// set only while the engine asks for `intrinsicContentSize`.
    var layoutWrapWidth: CGFloat?

    /// Whether a text-style font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }

    // MARK: - Sizing and drawing (implemented in UILabel+Layout.swift and UILabel+Drawing.swift)

    /// The text's size rounded up to whole points (iOS rounds label sizes up with `ceil`);
    /// `.zero` without text. Multi-line labels wrap at `preferredMaxLayoutWidth`, else at their width.
    open override var intrinsicContentSize: CGSize {
        MethodSwizzling.run(self, UILabel.self, "intrinsicContentSize", []) { labelIntrinsicContentSize }
    }

    /// The size the label needs within `size`: single-line labels report their full text width;
    /// multi-line labels wrap at `size.width`. Rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines` lines
    /// (0: unlimited), rounded up to whole points, at `bounds.origin`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in the bounds (calls `drawText(in:)`) with the label's traits as
    /// `UITraitCollection.current`, so dynamic colours resolve for its appearance.
    open override func draw(_ rect: CGRect) {
        traitCollection.performAsCurrent { drawText(in: bounds) }
    }

    /// Draws the text vertically centred in `rect` (override to inset or move it, then call super).
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    // MARK: - Invalidation

    /// Text or font changed: the size and the drawing are out of date.
    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { textDidChange() } else { setNeedsDisplay() }
    }

    open override var description: String {
        mainActorDescription {
            "<UILabel: frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height)); text = '\(text ?? "")'>"
        }
    }
}
