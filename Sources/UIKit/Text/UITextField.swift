import CoreGraphics
import Foundation

/// A single line of text with an optional border, placeholder and overlay views.
///
/// As on iOS: `text` is `""` by default (never nil when read), the font is the system font at
/// 17 pt, the text colour `.label`, the placeholder colour `.placeholderText`, natural alignment,
/// no border (`.none`); overlay views and the clear button are never shown by default. The
/// border styles' metrics (text insets, intrinsic heights, the rounded rectangle's 5 pt corners
/// and hairline border) are in `UITextField+Geometry.swift`, the drawing in
/// `UITextField+Drawing.swift`.
///
/// A field is editing while it is first responder (`becomeFirstResponder()`; the session's
/// delegate calls, control events and notifications are in `UITextField+Editing.swift`); it then
/// draws a caret and its selection. It adopts `UITextInput`: code types into it with
/// `insertText(_:)` and `deleteBackward()` (ViewLab's keyboard panel has no keys). Tapping a shown clear button clears the text (asking the
/// delegate's `textFieldShouldClear(_:)`) and posts `textDidChangeNotification`.
open class UITextField: UIControl {
    /// Its look is drawn by ViewLab in `draw(_:)` (iOS uses layers): a transparent backing store.
    @_spi(ViewLab) open override class var drawsSystemArtwork: Bool { true }
    // MARK: - Stored state

    var storedText = ""
    var storedAttributedText: NSAttributedString?
    var storedPlaceholder: NSAttributedString?
    var placeholderIsAttributed = false
    var storedFont = UITextField.defaultFont
    var storedTextColor: UIColor = .label
    var storedLeftView: UIView?
    var storedRightView: UIView?
    /// The selection in UTF-16 offsets; setting the text puts the caret at its end.
    var textSelection = NSRange(location: 0, length: 0)
    var storedInputView: UIView?
    var storedInputAccessoryView: UIView?
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    // MARK: - Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextField()
        decodeTextField(coder)
    }

    // MARK: - Text

    /// The key-value observable properties this class adds (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    /// The text (`""` when empty; setting nil stores `""`). Replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            notifyingObservers(ofKey: "text") {
                storedText = newValue ?? ""; storedAttributedText = nil;
                textSelection = NSRange(location: storedText.utf16.count, length: 0); contentDidChange()
            }
        }
    }

    /// The styled text: the attributed text set, or `text` with the field's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? styled(storedText, color: storedTextColor) }
        set {
            storedAttributedText = newValue; storedText = newValue?.string ?? "";
            textSelection = NSRange(location: storedText.utf16.count, length: 0); contentDidChange()
        }
    }

    /// Grey text shown while the field is empty (nil by default).
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; placeholderIsAttributed = false;
            contentDidChange()
        }
    }

    /// The styled placeholder (attributes it lacks come from the field; colour `.placeholderText`).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder.map { placeholderIsAttributed ? $0 : styled($0.string, color: .placeholderText) } }
        set { storedPlaceholder = newValue; placeholderIsAttributed = newValue != nil; contentDidChange() }
    }

    // MARK: - Appearance

    /// The font (default: the system font at 17 pt; nil restores it).
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UITextField.defaultFont; contentDidChange() }
    }

    /// The text colour (default `.label`; nil restores it).
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; setNeedsDisplay() }
    }

    /// Horizontal alignment (default `.natural`: left, or right in right-to-left layouts).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The border (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }

    /// An image drawn stretched behind the text (ignored with `.roundedRect`, as on iOS).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background image while disabled (nil: `background`).
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var allowsEditingTextAttributes = false

    /// Disabled fields draw their text at half opacity.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }

    // MARK: - Overlay views

    open var leftView: UIView? {
        get { storedLeftView }
        set { replaceOverlay(&storedLeftView, with: newValue) }
    }
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var rightView: UIView? {
        get { storedRightView }
        set { replaceOverlay(&storedRightView, with: newValue) }
    }
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
    /// When the clear button shows (default `.never`); it shows only when there is text.
    open var clearButtonMode: ViewMode = .never { didSet { contentDidChange() } }

    // MARK: - Editing and input traits

    /// Whether the field is in an editing session: it is first responder.
    open var isEditing: Bool { isFirstResponder }
    /// An enabled field can become first responder (the one the keyboard types into).
    open override var canBecomeFirstResponder: Bool {
        MethodSwizzling.run(self, UITextField.self, "canBecomeFirstResponder", []) { isEnabled }
    }
    /// Begins an editing session (`UITextField+Editing.swift`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession { super.becomeFirstResponder() } }
    /// Ends the editing session, unless the delegate keeps it (`UITextField+Editing.swift`).
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession { super.resignFirstResponder() } }
    open weak var delegate: UITextFieldDelegate?
    /// A custom input view shown instead of the keyboard (recorded; ViewLab shows its panel).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// A view above the keyboard (recorded, not drawn).
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
    /// Draws each character as a bullet (•).
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

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

    // MARK: - Geometry (UITextField+Geometry.swift)

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle: the bounds minus the border style's inset and the shown overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: false) }
    /// The placeholder's rectangle (the text rectangle).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The text's rectangle while editing (the overlays shown while editing).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: true) }
    /// The clear button's rectangle: 19 pt square, vertically centred, at the trailing end.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearRect(forBounds: bounds) }
    /// The left view's rectangle: its size, flush left, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(storedLeftView, forBounds: bounds, left: true)
    }
    /// The right view's rectangle: its size, flush right, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(storedRightView, forBounds: bounds, left: false)
    }

    /// The text's width plus the insets and shown overlays; the height per border style
    /// (rounded rect: 34 pt with the 17 pt system font).
    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    // MARK: - Drawing (UITextField+Drawing.swift)

    /// Draws nothing of its own: the border, text, placeholder, caret and clear button are drawn
    /// after it (`UITextField+Drawing.swift`), as iOS draws them in subviews — so a subclass that
    /// overrides `draw(_:)` keeps them.
    open override func draw(_ rect: CGRect) {}
    /// Draws the text (vertically centred, truncated at the tail) in `rect`.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    // MARK: - Clear button

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isShowingClearButton(editing: false),
            clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(touch.location(in: self))
        else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
