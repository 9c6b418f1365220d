import CoreGraphics
import Foundation

/// The attributes a flow layout computed in `prepare()`: every item, header and footer, and the
/// content size. Computed along two axes — the *line* axis items fill (x when scrolling
/// vertically) and the *flow* axis lines stack along — so both scroll directions share one
/// algorithm.
struct FlowLayoutCache {
    var contentSize = CGSize.zero
    var all: [UICollectionViewLayoutAttributes] = []
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]

    /// The two axes of a scroll direction.
    struct Axes {
        var vertical: Bool
        func line(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func flow(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func rect(line: CGFloat, flow: CGFloat, lineLength: CGFloat, flowLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: line, y: flow, width: lineLength, height: flowLength)
                : CGRect(x: flow, y: line, width: flowLength, height: lineLength)
        }
        /// (line start, line end, flow before, flow after) of an inset.
        func split(_ i: UIEdgeInsets) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            vertical ? (i.left, i.right, i.top, i.bottom) : (i.top, i.bottom, i.left, i.right)
        }
    }

    @MainActor
    static func compute(layout: UICollectionViewFlowLayout, collectionView cv: UICollectionView) -> FlowLayoutCache {
        var cache = FlowLayoutCache()
        let axes = Axes(vertical: layout.scrollDirection == .vertical)
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let insets = axes.split(cv.adjustedContentInset)
        let lineExtent = max(0, axes.line(cv.bounds.size) - insets.0 - insets.1)
        var flow: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let sectionInset =
                delegate?.collectionView(cv, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let (lineStart, lineEnd, flowBefore, flowAfter) = axes.split(sectionInset)
            let lineSpacing =
                delegate?.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            let header =
                delegate?.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            if axes.flow(header) > 0 {
                cache.addSupplementary(
                    UICollectionView.elementKindSectionHeader, section: section, layout: layout,
                    frame: axes.rect(line: 0, flow: flow, lineLength: lineExtent, flowLength: axes.flow(header)))
                flow += axes.flow(header)
            }
            flow += flowBefore
            let available = max(0, lineExtent - lineStart - lineEnd)
            let sizes = (0..<cv.numberOfItems(inSection: section)).map { item -> CGSize in
                let indexPath = IndexPath(item: item, section: section)
                if layout.estimatedItemSize != .zero { return cv.measuredItemSize(at: indexPath, layout: layout) }
                return delegate?.collectionView(cv, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
            }
            let lines = FlowLayoutCache.lines(sizes.map { axes.line($0) }, available: available, spacing: itemSpacing)
            for (number, line) in lines.enumerated() {
                let isLast = number == lines.count - 1
                let thickness = line.map { axes.flow(sizes[$0]) }.max() ?? 0
                let total = line.map { axes.line(sizes[$0]) }.reduce(0, +)
                var position = lineStart, gap = itemSpacing
                if line.count == 1, !isLast || lines.count == 1 {
                    position += ((available - total) / 2).rounded(.down)
                } else if !isLast, line.count > 1 {
                    gap = (available - total) / CGFloat(line.count - 1)
                }
                for item in line {
                    let size = sizes[item]
                    let attributes = layout.makeAttributes()
                    attributes.indexPath = IndexPath(item: item, section: section)
                    attributes.frame = axes.rect(
                        line: position, flow: flow + ((thickness - axes.flow(size)) / 2).rounded(.down),
                        lineLength: axes.line(size), flowLength: axes.flow(size))
                    cache.items[attributes.indexPath] = attributes
                    cache.all.append(attributes)
                    position += axes.line(size) + gap
                }
                flow += thickness + (isLast ? 0 : lineSpacing)
            }
            flow += flowAfter
            let footer =
                delegate?.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            if axes.flow(footer) > 0 {
                cache.addSupplementary(
                    UICollectionView.elementKindSectionFooter, section: section, layout: layout,
                    frame: axes.rect(line: 0, flow: flow, lineLength: lineExtent, flowLength: axes.flow(footer)))
                flow += axes.flow(footer)
            }
        }
        cache.contentSize = axes.rect(line: 0, flow: 0, lineLength: lineExtent, flowLength: flow).size
        return cache
    }

    /// Items (by their length along the line) broken into lines of at most `available`.
    static func lines(_ lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = [], current: [Int] = [], used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            let needed = current.isEmpty ? length : used + spacing + length
            if !current.isEmpty, needed > available + 0.0001 {
                lines.append(current)
                current = [index]
                used = length
            } else {
                current.append(index)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    @MainActor
    private mutating func addSupplementary(_ kind: String, section: Int, layout: UICollectionViewLayout, frame: CGRect)
    {
        let attributes = layout.makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        attributes.frame = frame
        supplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        all.append(attributes)
    }
}
