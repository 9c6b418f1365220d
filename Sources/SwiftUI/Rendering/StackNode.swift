import UIKit

/// `HStack`/`VStack` layout, as SwiftUI's stacks do it: the space left after the spacing is
/// offered to the children in order of priority, then of flexibility (least flexible first —
/// how much their size changes between the smallest and the largest proposal), each child
/// getting an equal share of what remains; across the axis each child gets the whole proposal
/// and is placed at the stack's alignment. Spacing defaults to 8 points between neighbours.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/hstack>; the ordering by
/// flexibility is the widely reproduced observation of WWDC19 "Building Custom Views with
/// SwiftUI" (session 237).
final class StackNode: LayoutNode {
    static let defaultSpacing: CGFloat = 8
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat
    let children: [LayoutNode]

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
        super.init(view: ContainerView())
        children.forEach { view.addSubview($0.view) }
    }

    private var totalSpacing: CGFloat { spacing * CGFloat(max(children.count - 1, 0)) }

    /// Each child's size for `proposal`.
    private func sizes(for proposal: ProposedViewSize) -> [CGSize] {
        guard let along = proposal.value(axis) else {
            return children.map { $0.sizeThatFits(proposal.with(axis, nil)) }
        }
        let order = children.indices.sorted { a, b in
            if children[a].layoutPriority != children[b].layoutPriority {
                return children[a].layoutPriority > children[b].layoutPriority
            }
            return flexibility(children[a], proposal) < flexibility(children[b], proposal)
        }
        var remaining = max(along - totalSpacing, 0)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        for (offset, index) in order.enumerated() {
            let share = remaining / CGFloat(order.count - offset)
            let size = children[index].sizeThatFits(proposal.with(axis, share))
            sizes[index] = size
            remaining = max(remaining - size.value(axis), 0)
        }
        return sizes
    }

    private func flexibility(_ child: LayoutNode, _ proposal: ProposedViewSize) -> CGFloat {
        let small = child.sizeThatFits(proposal.with(axis, 0)).value(axis)
        let large = child.sizeThatFits(proposal.with(axis, .infinity)).value(axis)
        return large - small
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = sizes(for: proposal)
        let along = sizes.reduce(0) { $0 + $1.value(axis) } + totalSpacing
        let across = sizes.map { $0.value(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return .make(axis, along: along, across: across)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let sizes = sizes(for: ProposedViewSize(frame.size))
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        // the stack is as long as its children; in a larger frame they start at its leading edge
        var position: CGFloat = 0
        for (child, size) in zip(children, sizes) {
            let offset = (frame.size.value(cross) - size.value(cross)) * alignment
            let origin =
                axis == .horizontal ? CGPoint(x: position, y: offset) : CGPoint(x: offset, y: position)
            child.place(in: CGRect(origin: origin, size: size))
            position += size.value(axis) + spacing
        }
    }
}

/// `ZStack` layout: every child gets the whole proposal and is placed at the alignment; the
/// stack is as large as its largest child.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/zstack>
final class OverlayNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
        super.init(view: ContainerView())
        children.forEach { view.addSubview($0.view) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        children.map { $0.sizeThatFits(proposal) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let bounds = CGRect(origin: .zero, size: frame.size)
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(frame.size))
            child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
        }
    }
}

/// `Spacer`: as long as offered along its stack's axis, down to its minimum length (8 points
/// when none is given), and nothing across.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/spacer>
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat?, axis: Axis?) {
        self.minLength = minLength ?? StackNode.defaultSpacing
        self.axis = axis
        super.init(view: ContainerView())
    }

    override var spacerMinLength: CGFloat? { minLength }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? minLength, minLength) }
        switch axis {
        case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}
