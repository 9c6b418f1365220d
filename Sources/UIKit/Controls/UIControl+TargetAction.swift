// MARK: - Target–action

/// UIKit's target–action registrations (`addTarget(_:action:for:)`), kept in the same ordered
/// list as closure actions (`UIAction`), so `sendActions(for:)` runs both in registration order.
/// The control does not retain the target (UIKit documents that controls do not keep their
/// targets alive). Adding the same target/action pair again only adds the events, as in UIKit.
extension UIControl {
    /// A `UIAction` standing for one target/action pair.
    final class TargetAction: UIAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let selector: Selector

        init(target: Any?, selector: Selector) {
            let object = target.map { $0 as AnyObject }
            self.target = object
            self.hasTarget = object != nil
            self.selector = selector
            let owner = object.map { "\(ObjectIdentifier($0).hashValue)" } ?? "responder-chain"
            super.init(identifier: Identifier("viewlab.target-action.\(owner).\(selector.name)"), handler: { _ in })
        }

        func matches(target: Any?, selector: Selector?) -> Bool {
            (target == nil || (target.map { $0 as AnyObject }) === self.target)
                && (selector == nil || selector == self.selector)
        }
    }

    /// `addTarget`, whose overridable declaration is in the class body.
    func addTargetImpl(_ target: Any?, action: Selector, for controlEvents: Event) {
        addAction(TargetAction(target: target, selector: action), for: controlEvents)
    }

    /// `removeTarget`, whose overridable declaration is in the class body.
    func removeTargetImpl(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for entry in registeredActions {
            guard let pair = entry.action as? TargetAction, pair.matches(target: target, selector: action) else {
                continue
            }
            removeAction(pair, for: controlEvents)
        }
    }

    /// The distinct targets (`NSNull` stands for the responder chain, as in UIKit).
    public var allTargets: Set<AnyHashable> {
        Set(
            registeredActions.compactMap { entry -> AnyHashable? in
                guard let pair = entry.action as? TargetAction else { return nil }
                guard pair.hasTarget else { return AnyHashable(NSNull()) }
                return pair.target.map { AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// The selector names sent to `target` for `controlEvent`, or nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registeredActions.compactMap { entry -> String? in
            guard let pair = entry.action as? TargetAction, !entry.events.isDisjoint(with: controlEvent),
                target == nil ? !pair.hasTarget : pair.matches(target: target, selector: nil)
            else { return nil }
            return pair.selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Runs a target/action pair through `sendAction(_:to:for:)`, or a closure action.
    func perform(_ action: UIAction, event: UIEvent?) {
        if let pair = action as? TargetAction {
            guard !pair.hasTarget || pair.target != nil else { return }  // the target is gone
            sendAction(pair.selector, to: pair.target, for: event)
        } else {
            sendAction(action)
        }
    }

    /// The default `sendAction(_:to:for:)`: the message with the control and the event as
    /// arguments (a method taking only a sender, or nothing, ignores the rest).
    func deliverAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let arguments: [Any?] = [self, event]
        if let target {
            action.send(to: target as AnyObject, arguments: arguments)
            return
        }
        var responder: UIResponder? = self
        while let current = responder {
            if action.isImplemented(by: current) {
                action.send(to: current, arguments: arguments)
                return
            }
            responder = current.next
        }
    }
}
