import CoreGraphics
import Foundation

/// Places one group's items, recursively through nested groups, as
/// `NSCollectionLayoutGroup` documents (see there): subitems along the group's axis with
/// `interItemSpacing` and each item's `edgeSpacing`, sized against the group, estimated
/// dimensions replaced by the measured cell, `contentInsets` taken off the cell's frame.
/// Consumes the section's items in order from `next`; frames are in the layout's coordinates.
@MainActor
struct CompositionalGroupSolver {
    /// Measures item `index` of the section at a proposed size; the flags say which axes are
    /// fixed (not estimated). Returns the size the cell wants.
    var measure: (_ index: Int, _ proposed: CGSize, _ fixedWidth: Bool, _ fixedHeight: Bool) -> CGSize
    /// The next item of the section to place, and how many there are.
    var next = 0
    let count: Int
    /// The placed items: (item index, frame).
    var frames: [(index: Int, frame: CGRect)] = []

    init(count: Int, measure: @escaping (Int, CGSize, Bool, Bool) -> CGSize) {
        self.count = count
        self.measure = measure
    }

    /// Lays `group` out with its top-left corner at `origin`, in a container of `container`
    /// (what its fractional dimensions refer to). Returns the group's size: its resolved
    /// `layoutSize`, or along an estimated dimension the size of what it holds.
    mutating func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize) -> CGSize {
        let axes = GroupAxes(horizontal: group.axis == .horizontal)
        let planned = group.layoutSize.resolved(in: container)
        let alongLength = axes.along(planned)
        let alongEstimated = axes.along(group.layoutSize).isEstimated
        let acrossEstimated = axes.across(group.layoutSize).isEstimated
        let spacing = group.interItemSpacing?.spacing ?? 0
        var placed: [PlacedChild] = []
        var cursor: CGFloat = 0
        var turn = 0
        while next < count {
            if case .equalCount(let n) = group.filling, turn == n { break }
            if case .repeatCount(let n) = group.filling, turn == n { break }
            let subitem = group.subitems.isEmpty ? nil : group.subitems[turn % group.subitems.count]
            guard let subitem else { break }
            let before = axes.alongBefore(subitem.edgeSpacing), after = axes.alongAfter(subitem.edgeSpacing)
            let gap = placed.isEmpty ? 0 : spacing
            var size = subitem.layoutSize.resolved(in: planned)
            if case .equalCount(let n) = group.filling {
                size = axes.size(
                    along: (alongLength - spacing * CGFloat(n - 1)) / CGFloat(n), across: axes.across(size))
            }
            let leaf = !(subitem is NSCollectionLayoutGroup)
            if leaf { size = measuredSize(of: subitem, index: next, planned: size) }
            // Another repetition only if it fits (an estimated group: within its estimate).
            if case .repeatWhileFits = group.filling, !placed.isEmpty,
                cursor + gap + before + axes.along(size) > alongLength + 0.5
            {
                break
            }
            cursor += gap + before
            let childOrigin = axes.point(from: origin, along: cursor, across: axes.acrossBefore(subitem.edgeSpacing))
            let first = frames.count
            if let nested = subitem as? NSCollectionLayoutGroup {
                let before = next
                size = place(nested, at: childOrigin, container: planned)
                if next == before { break }
            } else {
                frames.append((next, CGRect(origin: childOrigin, size: size)))
                next += 1
            }
            placed.append(
                PlacedChild(item: subitem, range: first..<frames.count, alongStart: cursor, size: size, leaf: leaf))
            cursor += axes.along(size) + after
            turn += 1
        }
        let across =
            acrossEstimated
            ? placed.map { axes.across($0.size) + axes.acrossBefore($0.item.edgeSpacing) }.max() ?? axes.across(planned)
            : axes.across(planned)
        let along = alongEstimated ? cursor : alongLength
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, placed.count > 1, !alongEstimated {
            let spare = max(0, alongLength - cursor) / CGFloat(placed.count - 1)
            for (position, child) in placed.enumerated() where position > 0 {
                shift(child.range, by: axes.offset(along: spare * CGFloat(position)))
            }
        }
        let final = axes.size(along: along, across: across)
        for child in placed where child.leaf {
            stretchAcross(child, axes: axes, groupSize: final)
            inset(child, axes: axes)
        }
        return final
    }

    // MARK: - Children

    struct PlacedChild {
        var item: NSCollectionLayoutItem
        var range: Range<Int>
        var alongStart: CGFloat
        var size: CGSize
        var leaf: Bool
    }

    /// A leaf's size: estimated dimensions measured at the fixed ones.
    private mutating func measuredSize(of item: NSCollectionLayoutItem, index: Int, planned: CGSize) -> CGSize {
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated,
            estimatedHeight = item.layoutSize.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight else { return planned }
        let fitted = measure(index, planned, !estimatedWidth, !estimatedHeight)
        return CGSize(
            width: estimatedWidth ? fitted.width : planned.width,
            height: estimatedHeight ? fitted.height : planned.height)
    }

    /// Items sized as a fraction of the group across its axis (or uniform across siblings) take
    /// the group's final size there, which an estimated group knows only now.
    private mutating func stretchAcross(_ child: PlacedChild, axes: GroupAxes, groupSize: CGSize) {
        let dimension = axes.across(child.item.layoutSize)
        let length: CGFloat
        switch dimension.kind {
        case .uniformAcrossSiblings: length = axes.across(groupSize)
        case .fractionalWidth, .fractionalHeight: length = dimension.resolved(in: groupSize)
        default: return
        }
        for i in child.range {
            frames[i].frame.size = axes.size(along: axes.along(frames[i].frame.size), across: length)
        }
    }

    /// `contentInsets` come off the cell's frame, except along estimated dimensions.
    private mutating func inset(_ child: PlacedChild, axes: GroupAxes) {
        let insets = child.item.contentInsets
        guard insets != .zero else { return }
        let width = !child.item.layoutSize.widthDimension.isEstimated,
            height = !child.item.layoutSize.heightDimension.isEstimated
        for i in child.range {
            let f = frames[i].frame
            frames[i].frame = CGRect(
                x: f.minX + (width ? insets.leading : 0), y: f.minY + (height ? insets.top : 0),
                width: max(0, f.width - (width ? insets.leading + insets.trailing : 0)),
                height: max(0, f.height - (height ? insets.top + insets.bottom : 0)))
        }
    }

    private mutating func shift(_ range: Range<Int>, by offset: CGPoint) {
        for i in range { frames[i].frame = frames[i].frame.offsetBy(dx: offset.x, dy: offset.y) }
    }
}

/// A group's axis (along) and the other one (across).
struct GroupAxes {
    var horizontal: Bool
    func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    func across(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    @MainActor func along(_ s: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        horizontal ? s.widthDimension : s.heightDimension
    }
    @MainActor func across(_ s: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        horizontal ? s.heightDimension : s.widthDimension
    }
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
    func offset(along: CGFloat) -> CGPoint { horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along) }
    func point(from origin: CGPoint, along: CGFloat, across: CGFloat) -> CGPoint {
        horizontal
            ? CGPoint(x: origin.x + along, y: origin.y + across) : CGPoint(x: origin.x + across, y: origin.y + along)
    }
    @MainActor func alongBefore(_ e: NSCollectionLayoutEdgeSpacing?) -> CGFloat {
        (horizontal ? e?.leading : e?.top)?.spacing ?? 0
    }
    @MainActor func alongAfter(_ e: NSCollectionLayoutEdgeSpacing?) -> CGFloat {
        (horizontal ? e?.trailing : e?.bottom)?.spacing ?? 0
    }
    @MainActor func acrossBefore(_ e: NSCollectionLayoutEdgeSpacing?) -> CGFloat {
        (horizontal ? e?.top : e?.leading)?.spacing ?? 0
    }
}
