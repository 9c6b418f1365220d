import UIKit

/// The view tree under `root` as it was before a compiled line ran: `:undo` of that line puts every
/// view back under its parent in its place and removes the views the line added. (Property changes
/// made by compiled code are not recorded; replaying the session with `:save` does not need them.)
/// It reads and edits views, so it lives on the main actor with them.
@MainActor
struct TreeSnapshot {
    private var children: [(parent: UIView, subviews: [UIView])] = []

    init(_ root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            children.append((view, view.subviews))
            stack += view.subviews
        }
    }

    /// Restores the recorded tree.
    func restore() {
        for (parent, subviews) in children {
            for view in parent.subviews where !subviews.contains(where: { $0 === view }) { view.removeFromSuperview() }
            for view in subviews { parent.addSubview(view) }
        }
    }
}
