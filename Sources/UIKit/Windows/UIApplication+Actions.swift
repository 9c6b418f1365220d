import Foundation
import ObjCRuntime

extension UIApplication {
    /// Sends `action` to `target` with `sender` and `event` as arguments; a nil target sends it to
    /// the first responder, "from whence it progresses up the responder chain until it is handled"
    /// (Apple, `UIApplication.sendAction(_:to:from:for:)`). Returns whether some object handled
    /// it: false for a nil target when nothing is first responder, or when no responder on the
    /// chain implements the method (components use that to find the first responder).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let arguments: [Any?] = [sender, event]
        if let target {
            if case .returned = action.send(to: target as AnyObject, arguments: arguments) { return true }
            return false
        }
        var responder: UIResponder? = UIResponder.firstResponder
        while let current = responder {
            if action.isImplemented(by: current) {
                action.send(to: current, arguments: arguments)
                return true
            }
            responder = current.next
        }
        return false
    }
}
