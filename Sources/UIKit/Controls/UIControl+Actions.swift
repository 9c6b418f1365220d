// MARK: - Actions

extension UIControl {
    /// Registers `action` for `controlEvents`. Adding an action with the same identifier again
    /// adds the events to it (UIKit keeps one registration per identifier).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = registeredActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registeredActions[i] = (action, registeredActions[i].events.union(controlEvents))
        } else {
            registeredActions.append((action, controlEvents))
        }
    }

    /// Removes `action` for `controlEvents` (the registration goes when no event is left).
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The events the control has actions for.
    public var allControlEvents: Event { registeredActions.reduce([]) { $0.union($1.events) } }

    /// `sendActions`, whose overridable declaration is in the class body.
    func sendActionsImpl(for controlEvents: Event) {
        for name in controlEvents.names { UIControl.eventObserver?(self, name) }
        for entry in registeredActions where !entry.events.isDisjoint(with: controlEvents) {
            perform(entry.action, event: nil)
        }
    }

    /// ViewLab: called with the control and the event name for every event sent (the shell's
    /// `:tap` prints them).
    public static var eventObserver: ((UIControl, String) -> Void)?
}
