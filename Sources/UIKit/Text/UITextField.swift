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
/// delegate calls, control events and notifications are in `UITextField+Editing.swift`); no
/// caret is drawn and no keys are typed. Tapping a shown clear button clears the text (asking the
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
        _keyValueObservingKeyPaths(adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }


    /// The text (`""` when empty; setting nil stores `""`). Replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set { notifyingObservers(ofKey: "text") { storedText = newValue ?? ""; storedAttributedText = nil; contentDidChange() } }
    }

    /// The styled text: the attributed text set, or `text` with the field's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? styled(storedText, color: storedTextColor) }
        set { storedAttributedText = newValue; storedText = newValue?.string ?? ""; contentDidChange() }
    }

    /// Grey text shown while the field is empty (nil by default).
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; placeholderIsAttributed = false; contentDidChange() }
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
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Begins an editing session (`UITextField+Editing.swift`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }
    /// Ends the editing session, unless the delegate keeps it (`UITextField+Editing.swift`).
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }
    open weak var delegate: UITextFieldDelegate?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var enablesReturnKeyAutomatically = false
    /// Draws each character as a bullet (•).
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

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
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(storedLeftView, forBounds: bounds, left: true) }
    /// The right view's rectangle: its size, flush right, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(storedRightView, forBounds: bounds, left: false) }

    /// The text's width plus the insets and shown overlays; the height per border style
    /// (rounded rect: 34 pt with the 17 pt system font).
    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    // MARK: - Drawing (UITextField+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawField() }
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
              clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(touch.location(in: self)) else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
