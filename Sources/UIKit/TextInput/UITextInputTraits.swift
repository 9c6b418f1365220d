import Foundation

/// How the keyboard behaves for a text input (Apple, UITextInputTraits documentation). Every
/// property is optional in UIKit; the protocol extension supplies UIKit's defaults for an adopter
/// that does not declare them (a setter that keeps nothing). `UITextField` and `UITextView` store
/// them all. ViewLab's keyboard is a plain panel, so the traits are recorded, never acted on:
/// no autocapitalisation, autocorrection, spell checking or smart punctuation happens.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}

/// The minimal text entry a responder supports: the keyboard's keys (Apple, UIKeyInput
/// documentation). In ViewLab only code calls these (there is no typing at the keyboard panel).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection), as a key press does.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection), as the delete key does.
    func deleteBackward()
}
