import Foundation
import ObjCRuntime

/// An action an assistive technology offers on an element besides activating it (Apple,
/// `UIAccessibilityCustomAction`): a name and either a target–selector pair (the method returns
/// whether it succeeded) or a handler. `perform()` (ViewLab) runs it as VoiceOver's actions rotor
/// would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    public convenience init(
        attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// ViewLab: performs the action as an assistive technology does — the handler, else the
    /// selector sent to the target with the action as argument; answers what it returned (a
    /// selector's `Bool` result, else true when it was sent).
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        switch selector.send(to: target, arguments: [self]) {
        case .notFound: return false
        case .returned(let value): return (value as? Bool) ?? true
        }
    }
}
