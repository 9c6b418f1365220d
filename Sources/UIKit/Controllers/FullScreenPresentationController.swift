import CoreGraphics

/// UIKit's presentation controller for `.fullScreen`, `.currentContext`, `.overFullScreen` and
/// `.overCurrentContext`: the presented view fills the container; `.fullScreen` and
/// `.currentContext` remove the presenting view from the window when the presentation ends
/// ("the views belonging to the presenting view controller are removed after the presentation
/// completes", Apple, `UIModalPresentationStyle.fullScreen`), the `over` styles keep it under.
@preconcurrency @MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        presentedStyle == .fullScreen || presentedStyle == .currentContext
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
