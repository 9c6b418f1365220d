import Foundation

/// The messages a text field sends its delegate. Every method is optional (the protocol
/// extension supplies UIKit's defaults: `true` for the `should…` questions). ViewLab asks the
/// `…BeginEditing` / `…EndEditing` ones when the field becomes or resigns first responder,
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before every keyboard edit
/// (`insertText(_:)`, `deleteBackward()`), tells `textFieldDidChangeSelection(_:)` when the
/// selection moves, and asks `textFieldShouldClear(_:)` when the clear button is tapped;
/// `textFieldShouldReturn(_:)` is never asked (the keyboard panel has no return key).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
