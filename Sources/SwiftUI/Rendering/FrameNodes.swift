import UIKit

/// `padding`: the child is offered the proposal less the insets, and the node is the child's
/// size plus them.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view/padding(_:_:)>
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
        let size = child.sizeThatFits(inner)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in frame: CGRect) {
        view.frame = frame
        child.place(
            in: CGRect(
                x: insets.leading, y: insets.top, width: max(frame.width - insets.horizontal, 0),
                height: max(frame.height - insets.vertical, 0)))
    }
}

/// `frame(width:height:alignment:)`: the child is offered the given dimensions (the parent's
/// where none is given); the node has them, or the child's size, and places the child at the
/// alignment.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)>
final class FrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(
            ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in frame: CGRect) {
        view.frame = frame
        let size = child.sizeThatFits(ProposedViewSize(frame.size))
        child.place(
            in: CGRect(origin: alignment.origin(of: size, in: CGRect(origin: .zero, size: frame.size)), size: size))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by Apple's
/// rule: the child is offered the proposal clamped to the limits (an ideal dimension standing in
/// for an unspecified one); with no limit in a dimension the node has the child's size, with
/// both it has the proposal clamped, and with one it has the child's size, or the proposal
/// clamped to that limit when the proposal is beyond the child's size on that side.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)>
final class FlexibleFrameNode: WrapperNode {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func proposal(_ offered: CGFloat?) -> CGFloat? {
            guard var value = offered ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        func size(_ offered: CGFloat?, child: CGFloat) -> CGFloat {
            guard let offered = offered ?? ideal else {
                return Swift.max(Swift.min(child, max ?? child), min ?? child)
            }
            switch (min, max) {
            case (nil, nil): return child
            case let (min?, max?): return Swift.max(Swift.min(offered, max), min)
            case let (min?, nil): return offered < child ? Swift.max(offered, min) : Swift.max(child, min)
            case let (nil, max?): return offered > child ? Swift.min(offered, max) : Swift.min(child, max)
            }
        }
    }
    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(
            ProposedViewSize(width: horizontal.proposal(proposal.width), height: vertical.proposal(proposal.height)))
        return CGSize(
            width: horizontal.size(proposal.width, child: childSize.width),
            height: vertical.size(proposal.height, child: childSize.height))
    }

    override func place(in frame: CGRect) {
        view.frame = frame
        let size = child.sizeThatFits(
            ProposedViewSize(width: horizontal.proposal(frame.width), height: vertical.proposal(frame.height)))
        child.place(
            in: CGRect(origin: alignment.origin(of: size, in: CGRect(origin: .zero, size: frame.size)), size: size))
    }
}

/// `fixedSize(horizontal:vertical:)`: in the fixed dimensions the child is offered nothing and
/// takes its ideal size.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)>
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(
            ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }
}

/// `background(_:alignment:)` and `overlay(_:alignment:)`: the node is its content's size; the
/// other view is offered that size and placed at the alignment, behind or in front.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)>
final class DecorationNode: WrapperNode {
    let decoration: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, decoration: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        super.init(child: child)
        if inFront { view.addSubview(decoration.view) } else { view.insertSubview(decoration.view, at: 0) }
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let bounds = CGRect(origin: .zero, size: frame.size)
        let size = decoration.sizeThatFits(ProposedViewSize(frame.size))
        decoration.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
    }
}

/// `offset(x:y:)`: the child drawn moved, its layout unchanged.
final class OffsetNode: WrapperNode {
    let offset: CGSize

    init(child: LayoutNode, offset: CGSize) {
        self.offset = offset
        super.init(child: child)
    }

    override func place(in frame: CGRect) {
        view.frame = frame
        child.place(in: CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: frame.size))
    }
}
