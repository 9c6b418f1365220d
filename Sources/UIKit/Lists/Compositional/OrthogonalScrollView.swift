import CoreGraphics
import Foundation

/// The scroll view a sideways-scrolling section of a compositional layout lives in (iOS's
/// private `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): a subview of the collection
/// view over the section's band, holding the section's cells, scrolling horizontally with no
/// indicators. It rests where the section's `orthogonalScrollingBehavior` says: anywhere
/// (`.continuous`), on a page of its width (`.paging`), on a group's leading edge
/// (`.groupPaging`, `.continuousGroupLeadingBoundary`) or with a group centred
/// (`.groupPagingCentered`).
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?
    var band: CompositionalLayoutResult.OrthogonalBand {
        didSet { if band != oldValue { configure() } }
    }

    init(band: CompositionalLayoutResult.OrthogonalBand, owner: UICollectionView) {
        self.band = band
        self.owner = owner
        super.init(frame: band.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
        configure()
    }

    required init?(coder: NSCoder) { nil }

    private func configure() {
        if frame != band.frame { frame = band.frame }
        contentSize = CGSize(width: band.contentWidth, height: band.frame.height)
        isPagingEnabled = band.behavior == .paging
        decelerationRate = band.behavior == .continuous ? .normal : .fast
        let maxX = max(0, contentSize.width - bounds.width)
        if contentOffset.x > maxX { contentOffset.x = maxX }
    }

    /// A layout frame (collection view content coordinates) in this scroll view's content.
    func frameInContent(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: -self.frame.minX, dy: -self.frame.minY) }

    /// Scrolling brings other cells on screen: the collection view lays out again.
    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old { owner?.setNeedsLayout() }
        }
    }

    /// Where a drag comes to rest for the group behaviours.
    override func targetOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let first = band.groups.first else { return proposed }
        let maxX = max(0, contentSize.width - bounds.width)
        let candidates: [CGFloat]
        switch band.behavior {
        case .groupPaging, .continuousGroupLeadingBoundary: candidates = band.groups.map { $0.x - first.x }
        case .groupPagingCentered: candidates = band.groups.map { $0.x + $0.width / 2 - bounds.width / 2 }
        default: return proposed
        }
        guard let nearest = candidates.min(by: { abs($0 - proposed.x) < abs($1 - proposed.x) }) else { return proposed }
        return CGPoint(x: min(max(0, nearest), maxX), y: proposed.y)
    }
}

extension UICollectionView {
    /// Makes, moves or removes the scroll views of sideways-scrolling sections to match the layout.
    func syncOrthogonalScrollers() {
        var bands: [Int: CompositionalLayoutResult.OrthogonalBand] = [:]
        for section in 0..<counts.count {
            if let band = collectionViewLayout.orthogonalBand(forSection: section) { bands[section] = band }
        }
        for (section, scroller) in orthogonalScrollers where bands[section] == nil {
            for (indexPath, cell) in visibleCellsByItem
            where indexPath.section == section && cell.superview === scroller {
                visibleCellsByItem[indexPath] = nil
                enqueue(cell, kind: nil)
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, band) in bands {
            if let scroller = orthogonalScrollers[section] { scroller.band = band; continue }
            let scroller = OrthogonalScrollView(band: band, owner: self)
            insertSubview(scroller, at: cellInsertionIndex)
            orthogonalScrollers[section] = scroller
        }
    }

    /// A point in the collection view's content as the layout sees it: inside a sideways
    /// section, moved by how far that section has scrolled.
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        for scroller in orthogonalScrollers.values where scroller.frame.contains(point) {
            return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y)
        }
        return point
    }

    /// Where cells go among the subviews: above the background view and the decoration views.
    var cellInsertionIndex: Int {
        let decorations = Set(visibleDecorations.values.map(ObjectIdentifier.init))
        let last = subviews.lastIndex { $0 === backgroundView || decorations.contains(ObjectIdentifier($0)) }
        return last.map { $0 + 1 } ?? 0
    }

    /// Shows the layout's decoration views (registered with the layout's
    /// `register(_:forDecorationViewOfKind:)`), behind the cells.
    func showDecorations(_ decorations: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for (key, view) in visibleDecorations where decorations[key] == nil {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
            reuseQueue["decoration/" + key.kind, default: []].append(view)
        }
        for (key, attributes) in decorations {
            let view: UICollectionReusableView
            if let shown = visibleDecorations[key] {
                view = shown
            } else if var queue = reuseQueue["decoration/" + key.kind], let reused = queue.popLast() {
                reuseQueue["decoration/" + key.kind] = queue
                reused.prepareForReuse()
                view = reused
            } else if let made = collectionViewLayout.decorationRegistrations[key.kind]?.make() {
                view = made
            } else {
                continue
            }
            if view.superview !== self {
                insertSubview(view, at: backgroundView.flatMap { subviews.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            }
            visibleDecorations[key] = view
            apply(attributes, to: view)
        }
    }
}
