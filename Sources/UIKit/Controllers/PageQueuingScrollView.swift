import CoreGraphics

/// The paging scroll view inside a `.scroll` page view controller's view (UIKit's private
/// `_UIQueuingScrollView`): three slots along the navigation axis — the page before, the page, the
/// page after — each one page plus `interPageSpacing` apart; at rest the content offset is one
/// pitch, showing the middle slot. A drag cannot go past a side without a neighbour.
final class PageQueuingScrollView: UIScrollView {
    weak var pageViewController: UIPageViewController?

    private var horizontal: Bool { pageViewController?.navigationOrientation != .vertical }
    private var spacing: CGFloat { pageViewController?.interPageSpacing ?? 0 }
    /// The size of one page.
    private var pageSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// One page plus the spacing, along the axis.
    var pitch: CGFloat { (horizontal ? pageSize.width : pageSize.height) + spacing }

    /// Sizes the scroll view for pages filling `pageArea` (its frame is wider or taller by the
    /// spacing, half on each side) and puts the pages back in their slots.
    func layOut(pageArea: CGRect) {
        pageSize = pageArea.size
        let half = spacing / 2
        frame = horizontal ? pageArea.insetBy(dx: -half, dy: 0) : pageArea.insetBy(dx: 0, dy: -half)
        contentSize =
            horizontal
            ? CGSize(width: 3 * pitch, height: pageSize.height) : CGSize(width: pageSize.width, height: 3 * pitch)
        for view in subviews { if let slot = slots[ObjectIdentifier(view)] { frameView(view, slot: slot) } }
        if !isDragging { recentre() }
    }

    /// The slot each page view is in.
    private var slots: [ObjectIdentifier: Int] = [:]

    /// Puts a page's view in `slot` (0, 1 or 2).
    func place(_ view: UIView, slot: Int) {
        slots[ObjectIdentifier(view)] = slot
        if view.superview !== self { addSubview(view) }
        view.autoresizingMask = []
        frameView(view, slot: slot)
    }

    private func frameView(_ view: UIView, slot: Int) {
        let origin = CGFloat(slot) * pitch + spacing / 2
        let frame = CGRect(origin: horizontal ? CGPoint(x: origin, y: 0) : CGPoint(x: 0, y: origin), size: pageSize)
        if view.transform.isIdentity {
            view.frame = frame
        } else {
            view.bounds = CGRect(origin: view.bounds.origin, size: pageSize)
            view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        slots[ObjectIdentifier(subview)] = nil
    }

    /// Shows the middle slot.
    func recentre() {
        let rest = horizontal ? CGPoint(x: pitch, y: 0) : CGPoint(x: 0, y: pitch)
        if contentOffset != rest { contentOffset = rest }
    }

    // MARK: - Drags

    override func dragRange(_ range: (min: CGPoint, max: CGPoint)) -> (min: CGPoint, max: CGPoint) {
        let neighbours = pageViewController?.neighbours
        let low = neighbours?.before == nil ? pitch : 0, high = neighbours?.after == nil ? pitch : 2 * pitch
        return horizontal
            ? (CGPoint(x: low, y: 0), CGPoint(x: high, y: 0)) : (CGPoint(x: 0, y: low), CGPoint(x: 0, y: high))
    }

    override func dragWillBegin() { pageViewController?.dragWillBegin() }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            guard isDragging else { return }
            let offset = horizontal ? contentOffset.x : contentOffset.y
            pageViewController?.dragMoved(towardsAfter: offset > pitch ? true : offset < pitch ? false : nil)
        }
    }

    override func dragDidSettle() {
        let offset = horizontal ? contentOffset.x : contentOffset.y
        let slot = pitch > 0 ? Int((offset / pitch).rounded()) : 1
        pageViewController?.dragDidSettle(in: min(2, max(0, slot)))
    }
}
