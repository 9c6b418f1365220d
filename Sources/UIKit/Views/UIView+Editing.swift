import Foundation

extension UIView {
    /// Causes the view, or the text field or text view in its subtree that is first responder, to resign
    /// first responder status; returns whether it did (Apple, UIView documentation,
    /// `endEditing(_:)`: "This method looks at the current view and its subview hierarchy for the
    /// text field that is currently the first responder. If it finds one, it asks that text field
    /// to resign as first responder. If the force parameter is set to true, the text field is
    /// never even asked; it is forced to resign."). Returns false when no first responder is in
    /// the subtree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return false
        }
        if force {
            if let input = responder as? EditingSessionHost {
                input.forceEndEditing()
            } else {
                UIResponder.firstResponder = nil
            }
            return true
        }
        return responder.resignFirstResponder()
    }
}
