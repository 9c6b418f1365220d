import CoreGraphics

// MARK: - Insets, range and dragging

extension UIScrollView {
    func configureScrollView() {
        clipsToBounds = true
        panGestureRecognizer.addAction { [weak self] recognizer in self?.handlePan(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Content size, insets or bounce flags changed.
    func contentGeometryDidChange() {
        checkAdjustedContentInset()
        updateIndicators()
    }

    func didScroll() {
        updateIndicators()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: - Adjusted content inset

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` selects.
    var computedAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let (horizontal, vertical): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (horizontal, vertical) = (false, false)
        case .always: (horizontal, vertical) = (true, true)
        case .scrollableAxes: (horizontal, vertical) = (scrollsHorizontally, scrollsVertically)
        case .automatic:
            (horizontal, vertical) = (scrollsHorizontally, scrollsVertically || owningViewController != nil)
        }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        inset.top += refreshingInset
        return inset
    }

    /// Whether the content is wider than the bounds (with `contentInset`), or bounces anyway.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the content is taller than the bounds (with `contentInset`), or bounces anyway.
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Tells the scroll view and its delegate when `adjustedContentInset` changed. As UIKit does,
    /// a scroll view resting at its top (left) edge stays there: its offset follows the new inset
    /// (so a full-screen scroll view starts with its content below the status bar).
    func checkAdjustedContentInset() {
        let current = adjustedContentInset, old = lastAdjustedContentInset
        guard current != old else { return }
        lastAdjustedContentInset = current
        if !isDragging {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -current.top }
            if offset.x == -old.left { offset.x = -current.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The offsets the content can be scrolled to: from (−left, −top) inset to the content's far
    /// edge plus the inset (never below the minimum).
    var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset, size = bounds.size
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, contentSize.width + inset.right - size.width),
            y: max(low.y, contentSize.height + inset.bottom - size.height))
        return (low, high)
    }

    func clampedOffset(_ p: CGPoint) -> CGPoint {
        let range = dragRange(contentOffsetRange)
        return CGPoint(x: min(max(p.x, range.min.x), range.max.x), y: min(max(p.y, range.min.y), range.max.y))
    }

    // MARK: - Dragging

    /// The pan moves the content with the finger on the axes that scroll, clamped to the range.
    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, isScrollEnabled else { return }
        switch pan.state {
        case .began:
            beginDrag()
            moveDrag(by: pan.translation(in: nil))
        case .changed:
            moveDrag(by: pan.translation(in: nil))
        case .ended, .cancelled, .failed:
            moveDrag(by: pan.translation(in: nil))
            endDrag(velocity: pan.velocity(in: self))
        default:
            break
        }
    }

    /// ViewLab: a finger dragging the content by `translation` (in points: the content follows the
    /// finger, so the offset moves the other way) and lifting without velocity — what `:scroll`
    /// does. The offset is clamped to the scrollable range and a paging scroll view settles on a
    /// page, as a drag leaves them; the delegate hears the drag callbacks. Ignored when scrolling is
    /// disabled, as the pan then does not begin.
    @_spi(ViewLab) public func drag(by translation: CGPoint) {
        guard isScrollEnabled, translation.x.isFinite, translation.y.isFinite else { return }
        beginDrag()
        moveDrag(by: translation)
        endDrag(velocity: .zero)
    }

    private func beginDrag() {
        isTracking = true
        isDragging = true
        dragStartOffset = contentOffset
        delegate?.scrollViewWillBeginDragging(self)
        dragWillBegin()
    }

    private func moveDrag(by t: CGPoint) {
        var proposed = dragStartOffset
        if scrollsHorizontally { proposed.x -= t.x }
        if scrollsVertically { proposed.y -= t.y }
        refreshPull = max(0, -adjustedContentInset.top - proposed.y)
        contentOffset = clampedOffset(proposed)
        showIndicatorsForNextTurn()
    }

    private func endDrag(velocity: CGPoint) {
        var target =
            isPagingEnabled ? pagedOffset(contentOffset) : targetOffset(proposed: contentOffset, velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        contentOffset = clampedOffset(target)
        isTracking = false
        isDragging = false
        showIndicatorsForNextTurn()
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        refreshIfPulledFarEnough()
        dragDidSettle()
    }

    /// The nearest multiple of the bounds size (paging).
    func pagedOffset(_ p: CGPoint) -> CGPoint {
        func page(_ v: CGFloat, _ size: CGFloat) -> CGFloat { size > 0 ? (v / size).rounded() * size : v }
        return CGPoint(x: page(p.x, bounds.width), y: page(p.y, bounds.height))
    }

    // MARK: - Scrolling to a rectangle

    func scrollToShow(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        func shift(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ vHi: CGFloat) -> CGFloat {
            if hi - lo > vHi - vLo || lo < vLo { return lo - vLo }
            if hi > vHi { return hi - vHi }
            return 0
        }
        let dx = shift(r.minX, r.maxX, visible.minX, visible.maxX)
        let dy = shift(r.minY, r.maxY, visible.minY, visible.maxY)
        let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: - Zooming

    func applyZoomScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else { return }
        let low = min(minimumZoomScale, maximumZoomScale), high = max(minimumZoomScale, maximumZoomScale)
        let clamped = min(max(scale, low), high)
        guard let view = delegate?.viewForZooming(in: self) else { storedZoomScale = clamped; return }
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.frame.origin = .zero
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: - Sanitizing

    static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    static func sanitized(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return UIEdgeInsets(top: f(insets.top), left: f(insets.left), bottom: f(insets.bottom), right: f(insets.right))
    }
}
