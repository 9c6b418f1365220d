import SourceBridge
import UIKit

/// Answers the shell binding generator's question "is this superclass, which the module does not
/// declare, a view or a layer?" by looking the class up by name in the running program's UIKit
/// and QuartzCore (Swift's runtime type lookup, `_typeByName`), so no list of UIKit classes is kept.
public enum UIKitClassFamily {
    public static func of(_ name: String) -> ShellBindingPass.Family? {
        for module in ["UIKit", "QuartzCore"] {
            guard let type = _typeByName("\(module).\(name)") else { continue }
            if type is UIView.Type { return .view }
            if type is CALayer.Type { return .layer }
        }
        return nil
    }
}
