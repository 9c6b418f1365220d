import UIKit

/// A view the audit looks at: the view, its path as a shell expression and its frame in window
/// coordinates. Main-actor, as the view it holds.
@MainActor
public struct AuditElement {
    public let view: UIView
    /// `root.subviews[0].subviews[2]`: the audited view's name, then subview indices.
    public let path: String
    /// The view's bounds converted to the window (points).
    public let frame: CGRect

    public var className: String { String(describing: type(of: view)) }

    /// Every view under `view` (itself first, depth-first in subview order), with paths from `name`.
    public static func all(under view: UIView, named name: String) -> [AuditElement] {
        var result: [AuditElement] = []
        func visit(_ view: UIView, _ path: String) {
            result.append(AuditElement(view: view, path: path, frame: view.convert(view.bounds, to: nil)))
            for (index, child) in view.subviews.enumerated() { visit(child, "\(path).subviews[\(index)]") }
        }
        visit(view, name)
        return result
    }
}
