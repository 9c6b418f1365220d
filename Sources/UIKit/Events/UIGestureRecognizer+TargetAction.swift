// MARK: - Target–action

/// UIKit's target/action pairs of a gesture recognizer: on each action-worthy state change the
/// selector is sent to the target with the recognizer as argument (`handleTap(_:)` gets it,
/// `handleTap()` ignores it). The recognizer does not retain its targets (Apple: "the gesture
/// recognizer does not retain the target").
extension UIGestureRecognizer {
    struct Target {
        weak var object: AnyObject?
        var action: Selector

        func send(from recognizer: UIGestureRecognizer) {
            guard let object else { return }
            action.send(to: object, arguments: [recognizer])
        }
    }

    /// `addTarget`, whose overridable declaration is in the class body.
    func addTargetImpl(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.object === object && $0.action == action }) else { return }
        targets.append(Target(object: object, action: action))
    }

    /// `removeTarget`, whose overridable declaration is in the class body.
    func removeTargetImpl(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.object === object) && (action == nil || $0.action == action) }
    }
}
