import SourceBridge
import UIKit

/// Answers the source bridge's questions about a superclass the module does not declare — "is it
/// a view, a layer or `NSObject`?" (shell bindings), "is its `init()` required?" (`RequiredInitPass`) — by
/// looking the class up by name in the running program's UIKit and QuartzCore (Swift's runtime
/// type lookup, `_typeByName`), so no list of UIKit classes is kept.
public enum UIKitClassFamily {
    public static func of(_ name: String) -> ShellBindingPass.Family? {
        if name == "NSObject" || name == "Foundation.NSObject" || name == "ObjectiveC.NSObject" { return .object }
        guard let type = uiKitType(named: name) else { return nil }
        if type is UIView.Type { return .view }
        if type is CALayer.Type { return .layer }
        return nil
    }

    /// The parameter list of the class's initialiser that is `required` here and not on iOS:
    /// `init()` of layers, animations and collection layout attributes (made through
    /// `layerClass`, `copy()`, `layoutAttributesClass`), and the initialisers table and
    /// collection views make registered cells and reusable views with. Nil: none.
    public static func requiredInitializer(_ name: String) -> String? {
        guard let type = uiKitType(named: name) else { return nil }
        if type is CALayer.Type || type is CAAnimation.Type || type is UICollectionViewLayoutAttributes.Type { return "" }
        if type is UITableViewCell.Type { return "style: UITableViewCell.CellStyle, reuseIdentifier: String?" }
        if type is UITableViewHeaderFooterView.Type { return "reuseIdentifier: String?" }
        if type is UICollectionReusableView.Type { return "frame: CGRect" }
        return nil
    }

    private static func uiKitType(named name: String) -> Any.Type? {
        ["UIKit", "QuartzCore"].lazy.compactMap { _typeByName("\($0).\(name)") }.first
    }
}
