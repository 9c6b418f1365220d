import CoreGraphics

/// A scroll view's `refreshControl` (iOS 10): the control sits just above the content, as wide
/// as the scroll view; while it refreshes the adjusted content inset grows by its height.
extension UIScrollView {
    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old, old.superview === self {
            old.removeFromSuperview()
            old.scrollView = nil
        }
        if let refreshControl {
            refreshControl.scrollView = self
            insertSubview(refreshControl, at: 0)
        }
        layoutRefreshControl()
        checkAdjustedContentInset()
    }

    /// The extra top inset while the control refreshes.
    var refreshingInset: CGFloat {
        guard let refreshControl, refreshControl.isRefreshing else { return 0 }
        return UIRefreshControl.height
    }

    /// The control began or ended refreshing: the inset follows. Beginning from code does not
    /// scroll (on iOS the app shows the control with `setContentOffset`); ending at rest on the
    /// control scrolls back to the content's top.
    func refreshControlStateDidChange() {
        let keep = contentOffset
        let beginning = refreshControl?.isRefreshing == true
        checkAdjustedContentInset()
        if beginning, contentOffset != keep { contentOffset = keep }
    }

    func layoutRefreshControl() {
        guard let refreshControl else { return }
        let height = UIRefreshControl.height
        let frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
        if refreshControl.frame != frame { refreshControl.frame = frame }
    }

    /// At the end of a drag that pulled the content `triggerDistance` past its top, the control
    /// begins refreshing, sends `.valueChanged`, and the content rests with the control in view.
    func refreshIfPulledFarEnough() {
        let pull = refreshPull
        refreshPull = 0
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing,
            pull >= UIRefreshControl.triggerDistance
        else { return }
        refreshControl.beginRefreshing()
        contentOffset.y = -adjustedContentInset.top
        refreshControl.sendActions(for: .valueChanged)
    }
}
