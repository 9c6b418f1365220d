import Foundation

/// The delegate of a popover presentation (Apple, `UIPopoverPresentationControllerDelegate`, which
/// inherits `UIAdaptivePresentationControllerDelegate`): told before the popover is presented and
/// after the user dismissed it (`willRepositionPopoverTo:inView:`, which passes an Objective-C
/// autoreleasing pointer, is not declared). Every method is optional on iOS; here
/// each has a default that does nothing (and allows the dismissal). A popover's `delegate` is its
/// presentation controller's, so `popover.delegate = self` takes an object of this protocol.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
