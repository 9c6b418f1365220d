/// The edit menu's standard actions. Every `UIResponder` answers them (doing nothing unless it
/// edits something), so `#selector(UIResponderStandardEditActions.copy(_:))` and `#selector(copy(_:))`
/// name the same action as on iOS, where `canPerformAction(_:withSender:)` compares against them.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
