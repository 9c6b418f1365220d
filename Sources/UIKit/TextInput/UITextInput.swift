import Foundation

/// A direction in the laid-out text.
public enum UITextLayoutDirection: Int, Sendable, CaseIterable {
    case right = 2, left, up, down
}

/// The direction of storage: forward or backward through the text.
public enum UITextStorageDirection: Int, Sendable, CaseIterable {
    case forward = 0, backward
}

/// The selection's affinity at a line break.
public enum UITextStorageAffinity: Int, Sendable, CaseIterable {
    case upstream = 0, downstream
}

/// The messages a text input sends the input system about changes it makes (Apple,
/// UITextInputDelegate documentation). ViewLab has no input system: UIKit's text inputs keep the
/// property, and nothing calls it.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// The text input protocol of UIKit's text fields and text views: positions and ranges in the
/// text, the selection, replacing text, and the geometry of the caret and selection (Apple,
/// UITextInput documentation). Positions are UTF-16 offsets (`UITextPosition.swift`).
///
/// `UITextField` and `UITextView` adopt it (`UITextField.swift`, `UITextView.swift`); a user type
/// may adopt it too. The requirements are Apple's required methods that ViewLab's text inputs
/// implement; Apple's optional ones, and the required `markedTextStyle`, `inputDelegate`,
/// writing-direction and tokenizer members that have no meaning without an input system, are
/// default-implemented in the extension (no marked text; natural writing direction).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // Replacing and returning text
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    // Selection and marked text
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    // Positions and ranges
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?

    // Geometry and hit-testing
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // Tokenizing
    /// Divides the text into characters, words, sentences, paragraphs (`UITextInputTokenizer`).
    var tokenizer: UITextInputTokenizer { get }
}

extension UITextInput where Self: UIResponder {
    /// A `UITextInputStringTokenizer` reading this input's text.
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}

extension UITextInput {
    /// No marked-text styling (there is no input method).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { nil }
        set {}
    }
    /// No input system listens.
    public var inputDelegate: UITextInputDelegate? {
        get { nil }
        set {}
    }
    /// The view the text is laid out in (the text input itself when it is a view).
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    public var selectionAffinity: UITextStorageAffinity {
        get { .downstream }
        set {}
    }
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    { .natural }
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
}
