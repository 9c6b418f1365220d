import SourceBridge
import UIKit

/// Answers the source bridge's questions about a superclass the module does not declare — "is it
/// a view or a layer?" (shell bindings), "is its `init()` required?" (`RequiredInitPass`) — by
/// looking the class up by name in the running program's UIKit and QuartzCore (Swift's runtime
/// type lookup, `_typeByName`), so no list of UIKit classes is kept.
public enum UIKitClassFamily {
    public static func of(_ name: String) -> ShellBindingPass.Family? {
        guard let type = uiKitType(named: name) else { return nil }
        if type is UIView.Type { return .view }
        if type is CALayer.Type { return .layer }
        return nil
    }

    /// Whether the class is `CALayer`, `CAAnimation` or one of their subclasses, whose `init()` is
    /// `required` here (not on iOS).
    public static func requiresInit(_ name: String) -> Bool {
        guard let type = uiKitType(named: name) else { return false }
        return type is CALayer.Type || type is CAAnimation.Type
    }

    private static func uiKitType(named name: String) -> Any.Type? {
        ["UIKit", "QuartzCore"].lazy.compactMap { _typeByName("\($0).\(name)") }.first
    }
}
