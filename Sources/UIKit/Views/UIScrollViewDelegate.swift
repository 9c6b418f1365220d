import CoreGraphics

/// The messages a scroll view sends its delegate. Every method is optional: the protocol
/// extension supplies empty defaults (Swift's stand-in for `@objc optional`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by dragging, `contentOffset`, `scrollRectToVisible`, …).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; `targetContentOffset` may be changed to where the scroll should stop.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended (ViewLab never decelerates: `decelerate` is false).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// An animated `setContentOffset` / `scrollRectToVisible` finished (ViewLab: immediately).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view zooming scales (nil: no zooming).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// A tap on the status bar may scroll to the top (default true; `scrollsToTop` must be on too).
    /// ViewLab has no status bar tap, so it never asks.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top that a status bar tap started ended (never sent here: no status bar tap).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// A pinch is about to zoom `view` (not sent here: no pinch zooming; `setZoomScale` sends
    /// `scrollViewDidZoom` alone, as on iOS).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A pinch zoom ended at `scale` (not sent here, as above).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The content started slowing down after a drag (not sent here: ViewLab never decelerates).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped after slowing down (not sent here: ViewLab never decelerates).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
