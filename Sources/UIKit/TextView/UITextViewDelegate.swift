import Foundation

/// The messages a text view sends its delegate (Apple, UITextViewDelegate documentation). Every
/// method is optional: the protocol extension supplies UIKit's defaults (`true` for the
/// `should…` questions), as `UITextFieldDelegate` does. It refines `UIScrollViewDelegate`, as on
/// iOS; the text view's `delegate` property is the scroll view's.
///
/// Asked and told: `…ShouldBeginEditing` / `…DidBeginEditing` and the `…EndEditing` pair around an
/// editing session; `textView(_:shouldChangeTextIn:replacementText:)` before every edit made with
/// `insertText(_:)` / `deleteBackward()`, then `textViewDidChangeSelection(_:)` and
/// `textViewDidChange(_:)`; `textViewDidChangeSelection(_:)` when code sets `selectedRange` or
/// `selectedTextRange`. The link and attachment interaction questions and the edit menu one
/// (iOS 16) are never asked (nothing is tapped open, no edit menu is shown).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    { nil }
}

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0, presentActions, preview
}

/// The kinds of data a non-editable text view turns into links (Apple, UIDataDetectorTypes).
/// ViewLab detects web addresses (`link`: `http://`, `https://` and `www.` addresses) and phone
/// numbers (`phoneNumber`: runs of 7 or more digits with spaces, dashes, dots or brackets, an
/// optional leading `+`); the other kinds are recorded and detect nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
