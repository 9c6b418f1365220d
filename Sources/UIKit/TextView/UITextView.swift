import CoreGraphics
import Foundation

/// A scrollable, multi-line text region, editable or read-only (Apple, UITextView documentation).
///
/// As on iOS: a `UIScrollView` subclass; the text is laid out in `textContainer`, inset from the
/// bounds by `textContainerInset` (8 pt top and bottom, 0 at the sides, by default) and by the
/// container's `lineFragmentPadding` (5 pt) at each side, so the first glyph's line box starts at
/// (`inset.left + 5`, `inset.top`). The default font is the system font at 12 pt, the colour
/// `.label` and the background `.systemBackground` (code that wants it transparent sets `.clear`,
/// as NextGrowingTextView does); links (`.link` runs, and the data detectors' finds when not editable) take
/// `linkTextAttributes` — the tint colour by default. While scrolling is enabled `contentSize` is
/// the text's height plus the insets; with `isScrollEnabled = false` the view sizes itself to its
/// text instead (`intrinsicContentSize`, wrapping at the width Auto Layout gives it), which
/// growing text views rely on. Layout and sizing: `UITextView+Layout.swift`; drawing (in a text
/// container subview, as iOS does): `UITextView+Drawing.swift`; editing, `UITextInput` and
/// notifications: `UITextView+Editing.swift`.
open class UITextView: UIScrollView {
    // MARK: - Stored state

    var storedText = ""
    var storedAttributedText: NSAttributedString?
    var storedFont: UIFont?
    var storedTextColor: UIColor?
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    var textSelection = NSRange(location: 0, length: 0)
    var storedInputView: UIView?
    var storedInputAccessoryView: UIView?
    /// The width Auto Layout measures a non-scrolling text view at (`UILabel`'s mechanism).
    var layoutWrapWidth: CGFloat?
    /// The laid-out text for the current width and content (`UITextView+Layout.swift`).
    var cachedTextLayout: (width: CGFloat, layout: TextLayout)?
    /// The subview that draws the text, selection and caret (`UITextView+Drawing.swift`).
    let textContainerView = UITextContainerView()
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    /// The container the text is laid out in (its width follows the view's).
    public let textContainer: NSTextContainer
    /// The layout manager of `textContainer`.
    public let layoutManager: NSLayoutManager
    /// The text as a text storage, kept in step with the view (`UITextView+TextStorage.swift`).
    public var textStorage: NSTextStorage { syncedTextStorage() }
    /// The storage behind `textStorage`, made when first asked for.
    var mirroredTextStorage: NSTextStorage?
    /// Bumped by every change of the text or how it looks; the storage is current at `textStorageVersion`.
    var textVersion = 0
    var textStorageVersion = -1

    // MARK: - Initialisers

    /// A text view laying its text out in `textContainer` (nil: a new one, as UIKit makes).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        layoutManager = self.textContainer.layoutManager ?? NSLayoutManager()
        super.init(frame: frame)
        configureTextView()
    }

    /// A text view with a new text container.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        layoutManager = NSLayoutManager()
        super.init(coder: coder)
        configureTextView()
        decodeTextView(coder)
    }

    // MARK: - Text

    /// The text (`""` when empty; setting nil stores `""`). Setting it replaces any attributed text
    /// and puts the caret at the end; it posts no notification, as on iOS.
    open var text: String! {
        get { storedAttributedText?.string ?? storedText }
        set { setStoredText(newValue ?? "", attributed: nil) }
    }

    /// The styled text: the attributed text set, or `text` with the view's font, colour and alignment.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? displayString(linking: false).nsAttributedString }
        set { setStoredText(newValue?.string ?? "", attributed: newValue) }
    }

    /// The font (nil until set or until there is text, as iOS reports it; the text draws in the
    /// system font at 12 pt until one is set).
    open var font: UIFont? {
        get { storedFont ?? (hasText ? UITextView.defaultFont : nil) }
        set { storedFont = newValue; textContentDidChange() }
    }

    /// The text colour (nil: `.label`).
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue; textContentDidChange() }
    }

    /// Horizontal alignment (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural { didSet { textContentDidChange() } }

    /// The attributes of typed text: the font, colour and alignment, or what was set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? baseAttributes }
        set { storedTypingAttributes = newValue }
    }

    /// The selection in UTF-16 offsets (`selectedTextRange` as an `NSRange`).
    open var selectedRange: NSRange {
        get { textSelection }
        set {
            let range = clampedRange(newValue)
            inputSelectedTextRange = UITextRange(
                start: UITextPosition(offset: range.location), end: UITextPosition(offset: NSMaxRange(range)))
        }
    }

    // MARK: - Behaviour

    /// Whether the user can edit the text (default true); a non-editable text view does not
    /// become first responder here and its data detectors run.
    open var isEditable = true { didSet { textContentDidChange() } }
    /// Whether the text can be selected (default true; recorded).
    open var isSelectable = true
    /// The kinds of data turned into links when not editable (default none).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { textContentDidChange() } }
    /// The attributes links are drawn with (default: the tint colour).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkAttributes ?? [.foregroundColor: tintColor as Any] }
        set { storedLinkAttributes = newValue; textContentDidChange() }
    }
    var storedLinkAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var usesStandardTextScaling = false
    open var adjustsFontForContentSizeCategory = false

    /// The space around the text container (default 8 top and bottom, 0 left and right).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textContentDidChange() }
    }

    /// Self-sizing follows scrolling: a non-scrolling text view's intrinsic size is its text's.
    open override var isScrollEnabled: Bool { didSet { textContentDidChange() } }

    /// The delegate, typed as iOS's UITextView.h redeclares the scroll view's (weak; see
    /// `UIScrollView+Delegate.swift`).
    open weak var delegate: UITextViewDelegate? { didSet { narrowDelegateDidChange(delegate) {} } }

    override func setScrollDelegate(_ delegate: UIScrollViewDelegate?) {
        setNarrowDelegate(delegate) { self.delegate = $0 }
    }

    /// Scrolls as little as possible to show the text of `range` (out of range: the end).
    open func scrollRangeToVisible(_ range: NSRange) { scrollToShowRange(range) }

    // MARK: - Editing (UITextView+Editing.swift)

    /// Whether the text view is first responder (editing its text).
    open var isEditing: Bool { isFirstResponder }
    open override var canBecomeFirstResponder: Bool {
        MethodSwizzling.run(self, UITextView.self, "canBecomeFirstResponder", []) { isEditable }
    }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession { super.becomeFirstResponder() } }
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession { super.resignFirstResponder() } }
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: - UITextInputTraits (recorded; UITextInputTraits.swift)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType! = nil
    open var isSecureTextEntry = false

    // MARK: - UIKeyInput and UITextInput (TextInputHost.swift, UTF-16 positions)

    open var hasText: Bool { inputHasText }
    open func insertText(_ text: String) { inputInsertText(text) }
    open func deleteBackward() { inputDeleteBackward() }
    open func text(in range: UITextRange) -> String? { inputText(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { inputReplace(range, withText: text) }
    open var selectedTextRange: UITextRange? {
        get { inputSelectedTextRange }
        set { inputSelectedTextRange = newValue }
    }
    /// Always nil: there is no input method composing text.
    open var markedTextRange: UITextRange? { nil }
    /// Inserts the marked text as plain text (there is no input method to compose it).
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        if let markedText { inputInsertText(markedText) }
    }
    open func unmarkText() {}
    open var beginningOfDocument: UITextPosition { inputBeginningOfDocument }
    open var endOfDocument: UITextPosition { inputEndOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        inputTextRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputPosition(from: position, offset: offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    { inputPosition(from: position, in: direction, offset: offset) }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        inputCompare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        inputOffset(from: from, to: toPosition)
    }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        inputPosition(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    { inputCharacterRange(byExtending: position, in: direction) }
    open func firstRect(for range: UITextRange) -> CGRect { inputFirstRect(for: range) }
    open func caretRect(for position: UITextPosition) -> CGRect { inputCaretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { inputSelectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { inputClosestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        inputClosestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { inputCharacterRange(at: point) }

    // MARK: - Sizing and layout (UITextView+Layout.swift)

    /// With scrolling enabled: no intrinsic size. Without: the text's size plus the insets and
    /// padding, wrapping at the width Auto Layout gives the view.
    open override var intrinsicContentSize: CGSize { textViewIntrinsicContentSize }
    /// The size that shows all the text at `size.width`: the insets and padding plus the text's
    /// height (its width at most `size.width`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textViewSizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextContainer()
    }

    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        textContainerView.setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textContainerView.setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textContainerView.setNeedsDisplay()
    }
}
