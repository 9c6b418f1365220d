import Foundation

extension UIViewController {
    /// Adds a key command to the controller (Apple, `addKeyCommand(_:)`, iOS 9): it is listed in
    /// `keyCommands`. ViewLab has no hardware keyboard events, so it never fires.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with `addKeyCommand(_:)` (Apple, `removeKeyCommand(_:)`).
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
