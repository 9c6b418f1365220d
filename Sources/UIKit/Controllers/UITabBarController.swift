import CoreGraphics
import Foundation

/// A container that shows one of its controllers at a time, chosen with the tab bar at the
/// bottom (one item per controller: its `tabBarItem`). The selected controller's view fills the
/// tab bar controller's view and its safe area ends above the bar, as on iOS. Changing the
/// selection gives the old controller `viewWillDisappear`/`viewDidDisappear` and the new one
/// `viewWillAppear` … `viewDidAppear` when the tab bar controller is on screen.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar (read-only, as on iOS; key-value coding may replace it: `UITabBarController+CustomBar`).
    public internal(set) var tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?
    private var storedSelectedIndex = 0
    /// The navigation controller of the More tab, which iOS shows when there are more controllers
    /// than the bar has room for (five on iPhone). ViewLab: it exists (components style its bar)
    /// but the More tab is never shown — every controller gets an item in the bar.
    public private(set) lazy var moreNavigationController = UINavigationController(
        rootViewController: UIViewController())
    /// The controllers the user may rearrange from the More tab (stored; ViewLab has no More tab).
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    func setUpBar() {
        tabBar.delegate = self
        tabBar.onSelect = { [weak self] item in
            guard let self else { return }
            self.tabBar(self.tabBar, didSelect: item)
        }
    }

    /// The managed tab bar's delegate method (a tab bar controller is its bar's delegate, as on
    /// iOS): selects the item's controller if the controller's delegate agrees. Subclasses
    /// override it and call `super`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { userSelected(item) }

    open override func loadView() {
        let container = Self.resizingWithContainer(TabBarContainerView(frame: UIScreen.main.bounds))
        container.tabBarController = self
        container.addSubview(tabBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController { install(selected.view) }
    }

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for child in children {
            child.willMove(toParent: nil)
            if child === old { child.viewIfLoaded?.removeFromSuperview() }
            child.removeFromParent()
        }
        for controller in controllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedSelectedIndex = min(storedSelectedIndex, max(0, children.count - 1))
        refreshItems()
        if let selected = selectedViewController, isViewLoaded { install(selected.view) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue) }
    }

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// Rebuilds the bar's items from the controllers' `tabBarItem`s.
    func refreshItems() {
        tabBar.items = children.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let index = children.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = children[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(index: Int) {
        guard children.indices.contains(index), index != storedSelectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard let new = selectedViewController, isViewLoaded else { return }
        let onScreen = viewIfLoaded?.window != nil && appearanceState.phase == .appeared
        guard onScreen else {
            old?.viewIfLoaded?.removeFromSuperview()
            install(new.view)
            return
        }
        old?.beginDrivingAppearance()
        new.beginDrivingAppearance()
        old?.beginAppearanceTransition(false, animated: false)
        new.beginAppearanceTransition(true, animated: false)
        old?.viewIfLoaded?.removeFromSuperview()
        install(new.view)
        old?.endAppearanceTransition()
        old?.endDrivingAppearance()
        UIWindow.afterLayout(of: view.window) {
            new.endAppearanceTransition()
            new.endDrivingAppearance()
        }
    }

    /// Puts `view` in the container under the bar, filling it.
    private func install(_ view: UIView) { installChildView(view, below: tabBar) }

    /// The bar covers the bottom of the children's safe area.
    override var containerSafeAreaInsets: UIEdgeInsets {
        tabBar.isHidden ? .zero : UIEdgeInsets(top: 0, left: 0, bottom: tabBar.rowHeight, right: 0)
    }
}

/// A tab bar controller's view: the bar at the bottom (its row plus the bottom safe area), the
/// selected controller's view under it.
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let bar = tabBarController?.tabBar else { return }
        let height = bar.rowHeight + safeAreaInsets.bottom
        bar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        bringSubviewToFront(bar)
    }
}

/// What a tab bar controller tells its delegate.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// A custom animator for switching tabs (ViewLab: asked for nothing; tabs switch at once).
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
}
