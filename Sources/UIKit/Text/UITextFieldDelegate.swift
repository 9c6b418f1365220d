import Foundation

/// The messages a text field sends its delegate. Every method is optional (the protocol
/// extension supplies UIKit's defaults: `true` for the `should…` questions). ViewLab asks the
/// `…BeginEditing` / `…EndEditing` ones when the field becomes or resigns first responder,
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before every keyboard edit
/// (`insertText(_:)`, `deleteBackward()`), tells `textFieldDidChangeSelection(_:)` when the
/// selection moves, and asks `textFieldShouldClear(_:)` when the clear button is tapped;
/// `textFieldShouldReturn(_:)` is never asked (the keyboard panel has no return key).
///
/// When editing ends the field calls `textFieldDidEndEditing(_:reason:)` (iOS 10): "if you
/// implement this method, the text field calls it instead of `textFieldDidEndEditing(_:)`"
/// (Apple's documentation), so its default here forwards to the one without a reason.
/// `textField(_:editMenuForCharactersIn:suggestedActions:)` (iOS 16) is never asked (ViewLab
/// shows no edit menu); its default is nil, UIKit's "use the suggested actions".
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}
