import CoreGraphics

/// An object that manages a view hierarchy: `view` is created on first access by `loadView()`,
/// then `viewDidLoad()` runs. It sits in the responder chain after its view, receives layout and
/// trait callbacks for its view, and can contain child controllers.
open class UIViewController: UIResponder, UITraitChangeObservable {
    private var loadedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var traitRegistrations: [UITraitChangeRegistration] = []

    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    // MARK: - View

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain `UIView` the size of the main screen.
    /// Overrides assign `view` and must not call `super`.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}

    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// The preferred size for the controller's content (containers may use it).
    open var preferredContentSize: CGSize = .zero

    /// Extra insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }

    // MARK: - Appearance callbacks

    /// Called before the view is added to a window's hierarchy (ViewLab: when it becomes a
    /// window's root view controller).
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The controller's title.
    open var title: String?

    // MARK: - Traits

    /// The controller's traits: those of its view.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UIScreen.main.traitCollection }

    /// Forces light or dark appearance on the controller's view and its subtree.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// Called after the view's traits changed (right after the view's own callback).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    func deliverTraitChange(from previous: UITraitCollection, to traits: UITraitCollection) {
        traitCollectionDidChange(previous)
        for registration in traitRegistrations where traits.changedTraits(registration.traits, comparedTo: previous) {
            registration.handler(self, previous)
        }
    }

    // MARK: - Size transitions

    /// Called before the view's size changes (device rotation). The default forwards to the
    /// children, as UIKit does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: - Containment callbacks (UIViewController+Containment.swift)

    /// Called before the controller is added to (or removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Responder chain

    /// The view's superview, else the parent controller.
    open override var next: UIResponder? { loadedView?.superview ?? storedParent }
}

extension UITraitChangeObservable where Self: UIViewController {
    /// Registers `handler` to run when any of `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { object, previous in
            if let controller = object as? Self { handler(controller, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }
}
