import CoreGraphics
import Foundation

/// Manages a presented view controller on screen: the container view its view is shown in, the
/// presented view's frame, and the views it adds around it (dimming, chrome). UIKit makes one for
/// each presentation from the presented controller's `modalPresentationStyle` (for `.custom`, the
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`).
///
/// In order, for a presentation: `presentationTransitionWillBegin()` (the container exists; add
/// chrome, animate alongside with the presenting controller's `transitionCoordinator`), the
/// animation, `presentationTransitionDidEnd(_:)`; for a dismissal, `dismissalTransitionWillBegin()`
/// then `dismissalTransitionDidEnd(_:)`. The container calls `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()` around its layout.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting (set when the presentation begins).
    public internal(set) var presentingViewController: UIViewController
    /// The view the presentation happens in: it covers the presenting context (nil until the
    /// presentation begins).
    public internal(set) var containerView: UIView?
    /// The delegate told about adaptation and interactive dismissal.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// What the presentation was created for (`modalPresentationStyle`).
    open var presentationStyle: UIModalPresentationStyle { presentedStyle }
    var presentedStyle: UIModalPresentationStyle = .custom

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view that is animated in and out: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container at the end of the presentation: the whole
    /// container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true by default).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenting controller's view leaves the window when the presentation ends
    /// (false by default; true for `.fullScreen`).
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the presentation: the container's, else the presenting controller's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The size a child content container should have (the container's size by default).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }

    /// Called with the new size when the container's size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {}
    /// The style the presentation adapts to in compact width (`.fullScreen` by default).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The transition the presentation is in, if any (`transitionCoordinator`).
    var activeTransition: PresentationTransition?
}

/// UIKit's container of a presentation (`UITransitionView`): it covers the window and tells the
/// presentation controller about its layout.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
