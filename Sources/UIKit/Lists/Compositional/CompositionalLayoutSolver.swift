import CoreGraphics
import Foundation

/// Everything a compositional layout computed in `prepare()`.
struct CompositionalLayoutResult {
    /// A header, footer or decoration: where it stands and how it is drawn.
    struct Element {
        var kind: String
        var indexPath: IndexPath
        var frame: CGRect
        var zIndex: Int
        /// A pinned header's range along the scroll axis: its section's extent.
        var pinnedWithin: ClosedRange<CGFloat>?
    }

    /// A section that scrolls sideways: its band in the layout and the length of its content.
    struct OrthogonalBand: Equatable {
        var section: Int
        var frame: CGRect
        var contentWidth: CGFloat
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// Each group's leading edge and width, in the band's content (for group paging).
        var groups: [(x: CGFloat, width: CGFloat)]

        static func == (a: OrthogonalBand, b: OrthogonalBand) -> Bool {
            a.section == b.section && a.frame == b.frame && a.contentWidth == b.contentWidth && a.behavior == b.behavior
                && a.groups.map(\.x) == b.groups.map(\.x) && a.groups.map(\.width) == b.groups.map(\.width)
        }
    }

    var contentSize = CGSize.zero
    var items: [IndexPath: CGRect] = [:]
    var supplementaries: [SupplementaryKey: Element] = [:]
    var decorations: [SupplementaryKey: Element] = [:]
    var bands: [Int: OrthogonalBand] = [:]
    /// Each section's extent (headers, content and footers).
    var sectionFrames: [CGRect] = []
}

/// Lays the sections of a compositional layout out one after the other along the scroll
/// direction (with `interSectionSpacing` between them): per section its top-aligned boundary
/// items, `contentInsets`, the group repeated until the section's items are placed
/// (`interGroupSpacing` apart — along the scroll direction, or sideways in one band for an
/// orthogonally scrolling section), then its bottom-aligned boundary items.
@MainActor
struct CompositionalLayoutSolver {
    var container: CompositionalContainer
    var scrollsVertically = true
    var interSectionSpacing: CGFloat = 0
    var measureItem: (IndexPath, CGSize, Bool, Bool) -> CGSize = { _, size, _, _ in size }
    var measureSupplementary: (String, IndexPath, CGSize, Bool, Bool) -> CGSize = { _, _, size, _, _ in size }

    func solve(sections: [NSCollectionLayoutSection?], counts: [Int]) -> CompositionalLayoutResult {
        var result = CompositionalLayoutResult()
        let axes = FlowLayoutCache.Axes(vertical: scrollsVertically)
        var flow: CGFloat = 0
        for (index, section) in sections.enumerated() {
            guard let section else { result.sectionFrames.append(.zero); continue }
            if index > 0 { flow += interSectionSpacing }
            let start = flow
            flow = layOut(
                section, index: index, count: index < counts.count ? counts[index] : 0, from: flow, axes: axes,
                into: &result)
            result.sectionFrames.append(
                axes.rect(line: 0, flow: start, lineLength: axes.line(container.contentSize), flowLength: flow - start))
        }
        result.contentSize =
            axes.rect(line: 0, flow: 0, lineLength: axes.line(container.contentSize), flowLength: flow).size
        return result
    }

    /// One section from `flow` along the scroll axis; returns where it ends.
    private func layOut(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, from start: CGFloat, axes: FlowLayoutCache.Axes,
        into result: inout CompositionalLayoutResult
    ) -> CGFloat {
        let insets = section.contentInsets
        let (lineStart, lineEnd, flowBefore, flowAfter) =
            scrollsVertically
            ? (insets.leading, insets.trailing, insets.top, insets.bottom)
            : (insets.top, insets.bottom, insets.leading, insets.trailing)
        let lineOrigin = scrollsVertically ? container.contentInsets.leading : container.contentInsets.top
        let lineExtent = axes.line(container.effectiveContentSize)
        var flow = start
        let headers = section.boundarySupplementaryItems.filter {
            scrollsVertically ? $0.alignment.isTop : $0.alignment.isLeading
        }
        let footers = section.boundarySupplementaryItems.filter {
            scrollsVertically ? $0.alignment.isBottom : $0.alignment.isTrailing
        }
        var boundaryKeys: [SupplementaryKey] = []
        for header in headers {
            boundaryKeys.append(
                place(
                    header, section: index, in: section, flow: &flow, axes: axes, lineOrigin: lineOrigin,
                    lineExtent: lineExtent,
                    into: &result))
        }
        let contentStart = flow
        flow += flowBefore
        let contentContainer = axes.rect(
            line: 0, flow: 0, lineLength: max(0, lineExtent - lineStart - lineEnd),
            flowLength: max(0, axes.flow(container.effectiveContentSize) - flowBefore - flowAfter)
        ).size
        let measureItem = measureItem
        var solver = CompositionalGroupSolver(count: count) {
            measureItem(IndexPath(item: $0, section: index), $1, $2, $3)
        }
        if section.orthogonalScrollingBehavior != .none, scrollsVertically {
            var x = lineOrigin + lineStart, thickness: CGFloat = 0
            var groups: [(x: CGFloat, width: CGFloat)] = []
            while solver.next < count {
                let before = solver.next
                let size = solver.place(section.group, at: CGPoint(x: x, y: flow), container: contentContainer)
                if solver.next == before { break }
                groups.append((x, size.width))
                thickness = max(thickness, size.height)
                x += size.width + section.interGroupSpacing
            }
            let contentWidth = (groups.last.map { $0.x + $0.width } ?? x) + lineEnd + container.contentInsets.trailing
            result.bands[index] = .init(
                section: index, frame: CGRect(x: 0, y: flow, width: container.contentSize.width, height: thickness),
                contentWidth: max(contentWidth, container.contentSize.width),
                behavior: section.orthogonalScrollingBehavior,
                groups: groups)
            flow += thickness
        } else {
            var placedAny = false
            while solver.next < count {
                let before = solver.next
                if placedAny { flow += section.interGroupSpacing }
                let origin = axes.rect(line: lineOrigin + lineStart, flow: flow, lineLength: 0, flowLength: 0).origin
                let size = solver.place(section.group, at: origin, container: contentContainer)
                if solver.next == before { break }
                flow += axes.flow(size)
                placedAny = true
            }
        }
        for (item, frame) in solver.frames { result.items[IndexPath(item: item, section: index)] = frame }
        flow += flowAfter
        let contentEnd = flow
        for decoration in section.decorationItems {
            var frame = axes.rect(
                line: lineOrigin, flow: contentStart, lineLength: lineExtent, flowLength: contentEnd - contentStart)
            let i = decoration.contentInsets
            frame = CGRect(
                x: frame.minX + i.leading, y: frame.minY + i.top, width: max(0, frame.width - i.leading - i.trailing),
                height: max(0, frame.height - i.top - i.bottom))
            let key = SupplementaryKey(kind: decoration.elementKind, indexPath: IndexPath(item: 0, section: index))
            result.decorations[key] = .init(
                kind: decoration.elementKind, indexPath: key.indexPath, frame: frame, zIndex: decoration.zIndex)
        }
        for footer in footers {
            boundaryKeys.append(
                place(
                    footer, section: index, in: section, flow: &flow, axes: axes, lineOrigin: lineOrigin,
                    lineExtent: lineExtent,
                    into: &result))
        }
        for key in boundaryKeys where result.supplementaries[key]?.pinnedWithin != nil {
            result.supplementaries[key]?.pinnedWithin = start...flow
        }
        return flow
    }

    /// A header or footer at `flow`, as wide as the section (less its content insets when
    /// `supplementariesFollowContentInsets`); moves `flow` past it when it extends the boundary.
    private func place(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section index: Int, in section: NSCollectionLayoutSection,
        flow: inout CGFloat, axes: FlowLayoutCache.Axes, lineOrigin: CGFloat, lineExtent: CGFloat,
        into result: inout CompositionalLayoutResult
    ) -> SupplementaryKey {
        let insets = section.contentInsets
        let follow = section.supplementariesFollowContentInsets
        let (lineStart, lineEnd) = scrollsVertically ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let line = follow ? max(0, lineExtent - lineStart - lineEnd) : lineExtent
        let containerSize = axes.rect(
            line: 0, flow: 0, lineLength: line, flowLength: axes.flow(container.effectiveContentSize)
        ).size
        var size = item.layoutSize.resolved(in: containerSize)
        let indexPath = IndexPath(item: 0, section: index)
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated,
            estimatedHeight = item.layoutSize.heightDimension.isEstimated
        if estimatedWidth || estimatedHeight {
            let fitted = measureSupplementary(item.elementKind, indexPath, size, !estimatedWidth, !estimatedHeight)
            size = CGSize(
                width: estimatedWidth ? fitted.width : size.width, height: estimatedHeight ? fitted.height : size.height
            )
        }
        var frame = axes.rect(
            line: lineOrigin + (follow ? lineStart : 0), flow: flow, lineLength: axes.line(size),
            flowLength: axes.flow(size))
        frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
        if item.extendsBoundary { flow += axes.flow(size) }
        let key = SupplementaryKey(kind: item.elementKind, indexPath: indexPath)
        result.supplementaries[key] = .init(
            kind: item.elementKind, indexPath: indexPath, frame: frame, zIndex: item.zIndex,
            pinnedWithin: item.pinToVisibleBounds ? flow...flow : nil)
        return key
    }
}
