import UIKit

/// One view of the resolved tree, as the hosting view lays it out: asked for its size for a
/// proposal (`sizeThatFits`), then placed (`place(in:)`, a frame in its parent node's view).
/// A node owns the UIKit view that shows it; containers add their children's views to theirs.
@MainActor
class LayoutNode {
    let view: UIView
    /// `layoutPriority(_:)`: stacks offer space to higher priorities first.
    var layoutPriority: Double = 0
    /// A `Spacer`: it takes no stack spacing of its own along its stack's axis.
    var spacerMinLength: CGFloat? { nil }

    init(view: UIView) { self.view = view }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func place(in frame: CGRect) { view.frame = frame }
}

/// A node that draws one UIKit view sized by a closure (text, colour, image, representable).
final class LeafNode: LayoutNode {
    let measure: (ProposedViewSize) -> CGSize
    let onPlace: ((CGRect) -> Void)?

    init(view: UIView, measure: @escaping (ProposedViewSize) -> CGSize, onPlace: ((CGRect) -> Void)? = nil) {
        self.measure = measure
        self.onPlace = onPlace
        super.init(view: view)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        onPlace?(frame)
    }
}

/// A node that wraps one child in a view of its own (modifiers: padding, frames, backgrounds).
class WrapperNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode, view: UIView = ContainerView()) {
        self.child = child
        super.init(view: view)
        view.addSubview(child.view)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        child.place(in: CGRect(origin: .zero, size: frame.size))
    }
}

/// The plain, transparent view a container node draws in; it lets touches reach its subviews.
final class ContainerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
