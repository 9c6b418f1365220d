import CoreGraphics
import Foundation

/// A container that shows a stack of controllers one at a time, with a navigation bar on top:
/// `pushViewController(_:animated:)` slides the new one in from the trailing edge,
/// `popViewController(animated:)` slides the top one out, on the media clock (ViewLab: 0.35 s,
/// critically damped spring). The top controller's view fills the navigation controller's view
/// under the bar, and its safe area starts below the bar, as on iOS.
///
/// Appearance: the controller that leaves gets `viewWillDisappear`/`viewDidDisappear`, the one
/// that comes `viewWillAppear` … `viewDidAppear`, when the navigation controller is on screen;
/// containment: `willMove(toParent:)`/`didMove(toParent:)` around pushes and pops.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top (its items are the stack's `navigationItem`s).
    public let navigationBar: UINavigationBar
    open weak var delegate: UINavigationControllerDelegate?
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    /// The edge swipe that pops the top controller on iOS (a screen-edge pan from the leading
    /// edge); components set its `delegate` or `isEnabled`. ViewLab: the recognizer exists and
    /// keeps what it is told, but is not attached to a view, so no interactive pop runs.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()
    /// A running push or pop (`transitionCoordinator`).
    var runningTransition: UIViewControllerTransitionCoordinator?
    /// The duration of an animated push or pop.
    static let transitionDuration: TimeInterval = 0.35

    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        setUpBar()
        pushViewController(rootViewController, animated: false)
    }

    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar()  // ViewLab: the bar class is not instantiated
        super.init(nibName: nil, bundle: nil)
        setUpBar()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar()
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    open override func loadView() {
        let container = Self.resizingWithContainer(NavigationContainerView(frame: UIScreen.main.bounds))
        container.navigationController = self
        container.addSubview(navigationBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top.view) }
    }

    // MARK: - The stack

    /// The controllers, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { children.last }
    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else {
            UIView.report(
                .invalidArgument,
                "Pushing the same view controller instance (\(viewController.debugName)) more than once is not supported (ignored)"
            )
            return
        }
        let old = topViewController
        addChild(viewController)
        viewController.navigationItem.owner = viewController
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        transition(from: old, to: viewController, forward: true, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        pop(to: children[children.count - 2], animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }), index < children.count - 1 else {
            return nil
        }
        let popped = Array(children[(index + 1)...])
        pop(to: viewController, animated: animated)
        return popped
    }

    /// Replaces the stack; the new top is shown (animated as a push when it is new, else a pop).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for child in children where !controllers.contains(where: { $0 === child }) && child !== old { leave(child) }
        let kept = children
        for controller in controllers where !kept.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.navigationItem.owner = controller
        }
        storedChildren = controllers
        navigationBar.setItems(controllers.map(\.navigationItem), animated: animated)
        guard let new = controllers.last, new !== old else { return }
        let forward = !kept.contains(where: { $0 === new })  // a new top comes in as a push, one already there as a pop
        transition(from: old, to: new, forward: forward, animated: animated) { [weak self] in
            guard let self else { return }
            if let old, !controllers.contains(where: { $0 === old }) { self.leave(old, afterTransition: true) }
            for controller in controllers
            where controller.parent === self && !kept.contains(where: { $0 === controller }) {
                controller.didMove(toParent: self)
            }
        }
    }

    private func pop(to target: UIViewController, animated: Bool) {
        guard let top = topViewController, let index = children.firstIndex(where: { $0 === target }) else { return }
        let popped = Array(children[(index + 1)...])
        for controller in popped { controller.willMove(toParent: nil) }
        for controller in popped.dropLast() { leave(controller, announced: true) }
        storedChildren = Array(children[...index])  // the popped top keeps its parent until its view has left
        navigationBar.setItems(children.map(\.navigationItem), animated: animated)
        transition(from: top, to: target, forward: false, animated: animated) { [weak self] in
            self?.leave(top, afterTransition: true, announced: true)
        }
    }

    /// Removes `controller` from the stack (its view first).
    private func leave(_ controller: UIViewController, afterTransition: Bool = false, announced: Bool = false) {
        if !announced { controller.willMove(toParent: nil) }
        if !afterTransition { controller.viewIfLoaded?.removeFromSuperview() }
        controller.removeFromParent()
    }

    // MARK: - Showing the top controller

    /// Swaps the shown view from `old`'s to `new`'s: at once when the navigation controller is not
    /// on screen, else as a transition with appearance callbacks (animated on the media clock).
    private func transition(
        from old: UIViewController?, to new: UIViewController, forward: Bool, animated: Bool,
        completion: @escaping () -> Void
    ) {
        guard let container = viewIfLoaded, container.window != nil,
            appearanceState.phase == .appeared || appearanceState.phase == .appearing
        else {
            if isViewLoaded {
                old?.viewIfLoaded?.removeFromSuperview()
                install(new.view)
            }
            completion()
            return
        }
        new.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: new, animated: animated)
        let appearing = appearanceState.phase == .appeared
        old?.beginDrivingAppearance()
        new.beginDrivingAppearance()
        if appearing {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        let animator =
            animated
            ? old.flatMap {
                delegate?.navigationController(self, animationControllerFor: forward ? .push : .pop, from: $0, to: new)
            } : nil
        if animator == nil { install(new.view) }
        let oldView = old?.viewIfLoaded
        let width = container.bounds.width
        let finish = { [weak self] in
            if animator != nil { self?.install(new.view) }
            oldView?.removeFromSuperview()
            oldView?.transform = .identity
            new.view.transform = .identity
            if appearing {
                old?.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            old?.endDrivingAppearance()
            new.endDrivingAppearance()
            completion()
            guard let self else { return }
            self.runningTransition?.runCompletions()
            self.runningTransition = nil
            self.delegate?.navigationController(self, didShow: new, animated: animated)
        }
        let coordinator = UIViewControllerTransitionCoordinator()
        coordinator.context.isAnimated = animated
        coordinator.context.transitionDuration = animated ? Self.transitionDuration : 0
        coordinator.context.containerView = container
        runningTransition = coordinator
        guard animated else {
            coordinator.runAnimations()
            UIWindow.afterLayout(of: container.window, finish)
            return
        }
        if let animator, let old {
            NavigationTransition(in: self, operation: forward ? .push : .pop, from: old, to: new) { _ in finish() }
                .run(animator, coordinator: coordinator)
            return
        }
        // The incoming view slides in from the trailing edge over the old one, which moves a third
        // of the way back (and the reverse for a pop).
        if !forward, let oldView { container.insertSubview(new.view, belowSubview: oldView) }
        new.view.transform = CGAffineTransform(translationX: forward ? width : -width / 3, y: 0)
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [],
            animations: {
                new.view.transform = .identity
                oldView?.transform = CGAffineTransform(translationX: forward ? -width / 3 : width, y: 0)
                coordinator.runAnimations()
            }, completion: { _ in UIWindow.afterLayout(of: container.window, finish) })
    }

    /// Puts `view` in the container under the bar, filling it.
    private func install(_ view: UIView) { installChildView(view, below: navigationBar) }

    override var containerTransitionCoordinator: UIViewControllerTransitionCoordinator? { runningTransition }

    /// The bar's height covers the top of the children's safe area.
    override var containerSafeAreaInsets: UIEdgeInsets {
        isNavigationBarHidden ? .zero : UIEdgeInsets(top: navigationBar.barHeight, left: 0, bottom: 0, right: 0)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// The duration of the animation that shows or hides the navigation bar, 0.2 s (Apple,
    /// `UINavigationController.hideShowBarDuration`, `UINavigationControllerHideShowBarDuration`);
    /// components time their own bar animations with it.
    public static let hideShowBarDuration: CGFloat = 0.2
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// A navigation controller's view: it lays out the bar below the status bar and the top
/// controller's view under it.
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let navigation = navigationController else { return }
        let bar = navigation.navigationBar
        bar.isHidden = navigation.isNavigationBarHidden
        bar.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: bar.barHeight)
        bringSubviewToFront(bar)
        layOutTopView(below: bar, in: navigation)
    }

    /// The top controller's view fills the container, or starts below the bar when the controller
    /// does not extend its layout under it: `edgesForExtendedLayout` without `.top`, or an opaque
    /// bar and `extendedLayoutIncludesOpaqueBars` false (Apple, `edgesForExtendedLayout`: "the
    /// edges that you extend for your view controller", for controllers in a navigation
    /// controller). Not while a push or pop moves the views.
    private func layOutTopView(below bar: UINavigationBar, in navigation: UINavigationController) {
        guard navigation.runningTransition == nil, let top = navigation.topViewController,
            let view = top.viewIfLoaded, view.superview === self, view.transform.isIdentity
        else { return }
        let extendsUnderBar =
            top.edgesForExtendedLayout.contains(.top) && (bar.isTranslucent || top.extendedLayoutIncludesOpaqueBars)
        let y = bar.isHidden || extendsUnderBar ? 0 : bar.frame.maxY
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
        if view.frame != frame { view.frame = frame }
    }
}

/// What a navigation controller tells its delegate.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop (nil: UIKit's slide). Apple: "Called to allow the
    /// delegate to return a noninteractive animator object for use during view controller
    /// transitions"; it is given a context whose container sits under the navigation bar.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interactive driver for that animator (ViewLab: asked for nothing; transitions run to
    /// their end).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    { .all }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { .portrait }
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// Shows `vc` in a primary context: pushed by the enclosing navigation controller, else presented.
    func showImpl(_ vc: UIViewController) {
        if let navigation = navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
