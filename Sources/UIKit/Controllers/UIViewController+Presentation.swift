import CoreGraphics
import Foundation

/// The presentation links of a controller (`UIViewController+Presentation`).
struct PresentationLinks {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var presentationController: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
}

extension UIViewController {
    /// `presentedViewController`, whose overridable declaration is in the class body.
    var presentedViewControllerImpl: UIViewController? { presentationContext.presentationLinks.presented }
    /// The controller that presented this one (or the one it is contained in).
    public var presentingViewController: UIViewController? { presentationContext.presentationLinks.presenting }
    /// Whether the controller is being presented (between `present` and the end of its transition).
    public var isBeingPresented: Bool { presentationLinks.isBeingPresented }
    public var isBeingDismissed: Bool { presentationLinks.isBeingDismissed }

    /// The presentation controller of this controller's presentation; made on first use for the
    /// current `modalPresentationStyle` (configure a sheet before presenting, as on iOS).
    public var presentationController: UIPresentationController? {
        if let existing = presentationLinks.presentationController { return existing }
        let made = makePresentationController(presenting: nil, source: self)
        presentationLinks.presentationController = made
        return made
    }

    /// The sheet presentation controller, when the controller is (to be) presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The coordinator of the transition the controller takes part in, if one is running.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = current.presentationLinks.presentationController?.activeTransition {
                return transition.coordinator
            }
            if let transition = current.presentationLinks.presented?.presentationLinks.presentationController?
                .activeTransition
            {
                return transition.coordinator
            }
            if let coordinator = current.containerTransitionCoordinator { return coordinator }
            controller = current.storedParent
        }
        return nil
    }

    /// The controller whose presentations this one's are: the topmost ancestor (a window's root
    /// controller or a presented controller), as UIKit presents from the presentation context.
    var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.storedParent { controller = parent }
        return controller
    }

    /// The style the presentation has on this screen: on iPhone (compact width) the sheet styles
    /// and `.popover` adapt to a sheet, `.automatic` is a sheet, `.none` is full screen.
    func resolvedPresentationStyle() -> UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet, .popover: return .pageSheet
        case .none: return .fullScreen
        default: return modalPresentationStyle
        }
    }

    private func makePresentationController(presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController
    {
        let style = resolvedPresentationStyle()
        let controller: UIPresentationController
        switch style {
        case .pageSheet:
            controller = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            controller =
                transitioningDelegate?.presentationController(
                    forPresented: self, presenting: presenting, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        default:
            controller = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
        controller.presentedStyle = modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
        return controller
    }

    // MARK: - Presenting

    /// Presents `viewControllerToPresent` from this controller's presentation context: the
    /// presentation controller for its style gets a container over the window, the animator (the
    /// transitioning delegate's, else UIKit's `modalTransitionStyle`) brings its view in on the
    /// media clock, and the appearance callbacks run: the presenting controller's
    /// `viewWillDisappear`/`viewDidDisappear` only when its view leaves (`.fullScreen`), the
    /// presented one's `viewWillAppear` … `viewDidAppear`; then `completion`.
    ///
    /// As UIKit, a controller that is already presenting, or whose view is in no window, does not
    /// present: one line is reported (`UIView.Diagnostic.invalidArgument`).
    func presentImpl(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        if let current = presenter.presentationLinks.presented {
            UIView.report(
                .invalidArgument,
                "Attempt to present \(presented.debugName) on \(presenter.debugName) which is already presenting \(current.debugName) (ignored)"
            )
            return
        }
        guard presented !== presenter, presented.presentationLinks.presenting == nil, presented.storedParent == nil
        else {
            UIView.report(
                .invalidArgument,
                "Application tried to present \(presented.debugName), which is already presented or has a parent (ignored)"
            )
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            UIView.report(
                .invalidArgument,
                "Attempt to present \(presented.debugName) on \(presenter.debugName) whose view is not in the window hierarchy (ignored)"
            )
            return
        }
        presented.loadViewIfNeeded()
        let controller: UIPresentationController
        if let made = presented.presentationLinks.presentationController,
            made.presentedStyle == presented.presentedStyleForReuse
        {
            controller = made
        } else {
            controller = presented.makePresentationController(presenting: presenter, source: self)
        }
        controller.presentingViewController = presenter
        presented.presentationLinks.presentationController = controller
        presented.presentationLinks.presenting = presenter
        presented.presentationLinks.isBeingPresented = true
        presenter.presentationLinks.presented = presented

        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container

        let removesPresenter = controller.shouldRemovePresentersView
        presented.beginDrivingAppearance()
        if removesPresenter { presenter.beginDrivingAppearance() }
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        let transition = PresentationTransition(
            kind: .presentation, presentationController: controller, containerView: container,
            animated: animated
        ) { [weak presenter] _ in
            if removesPresenter, let presenter {
                presenter.presenterPlacement = presenter.viewIfLoaded.map { PresenterPlacement(of: $0) }
                presenter.viewIfLoaded?.removeFromSuperview()
                presenter.endAppearanceTransition()
                presenter.endDrivingAppearance()
            }
            presented.endAppearanceTransition()
            presented.endDrivingAppearance()
            presented.presentationLinks.isBeingPresented = false
            controller.activeTransition = nil
            controller.presentationTransitionDidEnd(true)
            completion?()
        }
        controller.activeTransition = transition
        controller.presentationTransitionWillBegin()
        let animator =
            presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: presenter, source: self)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: true)
        transition.run(animator)
        container.setNeedsLayout()
    }

    /// The style a presentation controller made earlier serves.
    private var presentedStyleForReuse: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    // MARK: - Dismissing

    /// Dismisses the controller this one presented — or, when it presents nothing, the one that
    /// presented it (as UIKit forwards the request to the presenting controller). Controllers
    /// presented above the dismissed one leave with it, without animation; the presenting
    /// controller's view comes back if it had left, its `viewWillAppear`/`viewDidAppear` run when
    /// it had disappeared; then `completion`.
    func dismissImpl(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        let presenter: UIViewController
        if context.presentationLinks.presented != nil {
            presenter = context
        } else if let presenting = context.presentationLinks.presenting {
            presenter = presenting
        } else {
            return
        }
        guard let presented = presenter.presentationLinks.presented,
            let controller = presented.presentationLinks.presentationController,
            !presented.presentationLinks.isBeingDismissed
        else { return }
        if presented.presentationLinks.presented != nil {
            presented.dismissImpl(animated: false, completion: nil)  // the ones above leave first
        }
        guard let container = controller.containerView else { return }
        presented.presentationLinks.isBeingDismissed = true
        let restoresPresenter = controller.shouldRemovePresentersView
        presented.beginDrivingAppearance()
        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter {
            presenter.beginDrivingAppearance()
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.restoreAfterPresentation(below: container)
        }
        let transition = PresentationTransition(
            kind: .dismissal, presentationController: controller, containerView: container,
            animated: animated
        ) { [weak presenter] _ in
            controller.presentedView?.removeFromSuperview()
            container.removeFromSuperview()
            presented.endAppearanceTransition()
            presented.endDrivingAppearance()
            if let presenter, restoresPresenter {
                presenter.restoreAfterPresentation(below: nil)
                presenter.endAppearanceTransition()
                presenter.endDrivingAppearance()
            }
            presented.presentationLinks.isBeingDismissed = false
            presented.presentationLinks.presenting = nil
            presenter?.presentationLinks.presented = nil
            controller.activeTransition = nil
            controller.containerView = nil
            controller.dismissalTransitionDidEnd(true)
            completion?()
        }
        controller.activeTransition = transition
        controller.dismissalTransitionWillBegin()
        let animator =
            presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        transition.run(animator)
    }

    /// Puts the presenting view back where it was before a `.fullScreen` presentation removed it
    /// (below `container` while the dismissal runs; where it was when `container` is nil).
    private func restoreAfterPresentation(below container: UIView?) {
        guard let view = viewIfLoaded, let placement = presenterPlacement, let superview = placement.superview else {
            return
        }
        if let container, container.superview === superview {
            superview.insertSubview(view, belowSubview: container)
        } else if view.superview !== superview {
            superview.insertSubview(view, at: min(placement.index, superview.subviews.count))
        }
        view.frame = placement.frame
        if container == nil { presenterPlacement = nil }
    }

    /// The controller's name in diagnostics (its class).
    var debugName: String { "\(type(of: self))" }
}

/// Where a presenting view was before a presentation removed it from the window.
struct PresenterPlacement {
    weak var superview: UIView?
    var index: Int
    var frame: CGRect

    @MainActor init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
    }
}
