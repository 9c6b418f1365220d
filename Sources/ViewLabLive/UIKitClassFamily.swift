import SourceBridge
import Synchronization
import UIKit

/// Answers the source bridge's questions about a superclass the module does not declare — "is it
/// a view, a layer or `NSObject`?" (shell bindings), "is its `init()` required?" (`RequiredInitPass`) — by
/// looking the class up by name in the running program's UIKit and QuartzCore (Swift's runtime
/// type lookup, `_typeByName`), so no list of UIKit classes is kept.
public enum UIKitClassFamily {
    public static func of(_ name: String) -> ShellBindingPass.Family? {
        if name == "NSObject" || name == "Foundation.NSObject" || name == "ObjectiveC.NSObject" { return .object }
        return answers(for: name).family
    }

    /// The parameter list of the class's initialiser that is `required` here and not on iOS:
    /// `init()` of layers, animations and collection layout attributes (made through
    /// `layerClass`, `copy()`, `layoutAttributesClass`), and the initialisers table and
    /// collection views make registered cells and reusable views with. Nil: none.
    public static func requiredInitializer(_ name: String) -> String? {
        answers(for: name).requiredInitializer
    }

    /// What the bridge asks about one class name.
    private struct Answers: Sendable {
        var family: ShellBindingPass.Family?
        var requiredInitializer: String?
    }

    /// The answers by name, looked up once: `_typeByName` of a name that is no UIKit class
    /// searches every conformance record of the process (the bridge asks for every superclass
    /// and conformance of a package: 9 % of bridging a 25,000-line library before this cache).
    private static let known = Mutex<[String: Answers]>([:])

    private static func answers(for name: String) -> Answers {
        if let answers = known.withLock({ $0[name] }) { return answers }
        var answers = Answers()
        if let type = ["UIKit", "QuartzCore"].lazy.compactMap({ _typeByName("\($0).\(name)") }).first {
            if type is UIView.Type { answers.family = .view }
            if type is UICollectionView.Type { answers.family = .collectionView }
            if type is UITableView.Type { answers.family = .tableView }
            if type is CALayer.Type { answers.family = .layer }
            if type is CALayer.Type || type is CAAnimation.Type || type is UICollectionViewLayoutAttributes.Type {
                answers.requiredInitializer = ""
            } else if type is UITableViewCell.Type {
                answers.requiredInitializer = "style: UITableViewCell.CellStyle, reuseIdentifier: String?"
            } else if type is UITableViewHeaderFooterView.Type {
                answers.requiredInitializer = "reuseIdentifier: String?"
            } else if type is UICollectionReusableView.Type {
                answers.requiredInitializer = "frame: CGRect"
            }
        }
        known.withLock { $0[name] = answers }
        return answers
    }
}
