import CoreGraphics

/// An object that manages a view hierarchy: `view` is created on first access by `loadView()`,
/// then `viewDidLoad()` runs. It sits in the responder chain after its view, receives layout and
/// trait callbacks for its view, and can contain child controllers.
open class UIViewController: UIResponder, UITraitChangeObservable, UIContentContainer {
    private var loadedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var traitRegistrations: [UITraitChangeRegistration] = []
    /// Where the controller is in its appearance cycle (`UIViewController+Appearance`).
    var appearanceState = AppearanceState()
    /// What it presents and what presented it (`UIViewController+Presentation`).
    var presentationLinks = PresentationLinks()
    /// Where its view was before a `.fullScreen` presentation removed it from the window.
    var presenterPlacement: PresenterPlacement?
    /// The popover configuration (`popoverPresentationController`), kept for code that sets it.
    var popoverConfiguration: UIPopoverPresentationController?

    /// As on iOS, `init()` is a convenience initialiser (`init(nibName: nil, bundle: nil)`), so a
    /// subclass declares its own `init()` without `override` and calls `super.init(nibName:bundle:)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }

    private var storedNibName: String?
    private var storedNibBundle: Bundle?
    /// The name of the nib given to `init(nibName:bundle:)`, whose view `loadView()` loads (nil
    /// when none was given; see `UIViewController+NibLoading`).
    open var nibName: String? { storedNibName }
    /// The bundle given to `init(nibName:bundle:)` (nil: the main bundle, searched as
    /// `UINib(nibName:bundle:)` searches it).
    open var nibBundle: Bundle? { storedNibBundle }

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

    /// Creates the view; the default loads it from the controller's storyboard scene (outlets and
    /// actions connect to the controller), else from its nib (`nibName`, or one named after the
    /// class: `UIViewController+NibLoading`), else makes a plain `UIView` the size of the main
    /// screen. Overrides assign `view` and must not call `super`.
    open func loadView() {
        if let storyboardView {
            view = NibInstantiation(document: storyboardView, owner: self, externalObjects: [:]).run().first as? UIView
            return
        }
        if loadViewFromNib() { return }
        view = Self.resizingWithContainer(UIView(frame: UIScreen.main.bounds))
    }

    /// A root view UIKit's own `loadView()` makes: it resizes with whatever holds it (flexible
    /// width and height), as a controller's view does on iOS — its description there reads
    /// `autoresize = W+H` — so a child controller's view placed with the zero frame of a parent
    /// made in `loadView()` still fills the parent once that is sized. A view a `loadView()`
    /// override makes keeps `UIView`'s default mask (none).
    static func resizingWithContainer<View: UIView>(_ view: View) -> View {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// The storyboard the controller was made from (nil for one made in code).
    public internal(set) var storyboard: UIStoryboard?
    /// The scene's view, loaded by `loadView()`, when the controller comes from a storyboard.
    var storyboardView: XIBDocument?

    /// Called after the controller was made from a storyboard (`init(coder:)`), as on iOS
    /// (NSObject's `awakeFromNib`); its view is not loaded yet.
    open func awakeFromNib() { MethodSwizzling.run(self, UIViewController.self, "awakeFromNib", []) { () } }
    open func viewDidLoad() { MethodSwizzling.run(self, UIViewController.self, "viewDidLoad", []) { () } }

    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Override to set properties from the model (iOS 26): called in the update pass, just
    /// before the view's own `updateProperties()` and before layout (UIView+UpdateProperties.swift).
    open func updateProperties() {}
    /// Marks the controller's loaded view so that `updateProperties()` runs in the next update pass.
    open func setNeedsUpdateProperties() { viewIfLoaded?.setNeedsUpdateProperties() }
    /// Runs the property updates the controller's loaded view and its subviews owe, now.
    open func updatePropertiesIfNeeded() { viewIfLoaded?.updatePropertiesIfNeeded() }
    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {
        MethodSwizzling.run(self, UIViewController.self, "viewDidLayoutSubviews", []) { () }
    }
    /// Called when the safe area insets of the controller's root view changed, right after the
    /// view's `safeAreaInsetsDidChange()` ("Called to notify the view controller that the safe
    /// area insets of its root view changed", `viewSafeAreaInsetsDidChange()` in Apple's
    /// documentation, iOS 11).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's root view changed, right after the
    /// view's `layoutMarginsDidChange()` (iOS 11).
    open func viewLayoutMarginsDidChange() {}
    /// Updates the constraints of the controller's view in the constraint pass; the default calls
    /// the view's `updateConstraints()`. As on iOS an override must call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// The key-value observable properties this class adds (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    /// The preferred size for the controller's content (containers may use it).
    open var preferredContentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "preferredContentSize") }
        didSet { didChangeValue(forKey: "preferredContentSize") }
    }

    /// Whether UIKit adjusts the insets of a scroll view that is the controller's view for the bars
    /// (deprecated in iOS 11 for `UIScrollView.contentInsetAdjustmentBehavior`, still compiled on
    /// iOS 17). ViewLab keeps the value; scroll views adjust by `contentInsetAdjustmentBehavior`.
    open var automaticallyAdjustsScrollViewInsets = true

    /// The edges of the screen the controller's view extends under when bars are translucent
    /// (Apple, `edgesForExtendedLayout`; default `.all`). ViewLab keeps the value: a controller's
    /// view always fills its container, and the bars' heights reach it through the safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too (Apple's default: false). Kept, as above.
    open var extendedLayoutIncludesOpaqueBars = false

    /// The key commands added with `addKeyCommand(_:)`.
    var addedKeyCommands: [UIKeyCommand] = []
    /// The controller's key commands: those added with `addKeyCommand(_:)` (nil when none).
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Extra insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }

    // MARK: - Appearance callbacks

    // UIKit's order ("Handling view-related notifications", UIViewController's documentation;
    // `viewIsAppearing(_:)`): `viewWillAppear` before the view is added to the window,
    // `viewIsAppearing` once it is in the window and its superview lays it out, then
    // `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around its layout, and `viewDidAppear`
    // when the appearance (and its animation, if any) is complete; `viewWillDisappear` before it
    // leaves, `viewDidDisappear` after. A window's root controller, a presented controller, a
    // navigation or tab controller's visible child and the children of any container that forwards
    // appearance methods get them (see `UIViewController+Appearance`).

    /// Called before the view is added to a view hierarchy (and before any appearance animation).
    open func viewWillAppear(_ animated: Bool) {
        MethodSwizzling.run(self, UIViewController.self, "viewWillAppear:", [animated]) { () }
    }
    /// Called once per appearance after `viewWillAppear(_:)`, when the view is in the window with
    /// its traits and its superview has laid it out, before `viewWillLayoutSubviews()`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called when the view is on screen and any appearance animation has finished.
    open func viewDidAppear(_ animated: Bool) {
        MethodSwizzling.run(self, UIViewController.self, "viewDidAppear:", [animated]) { () }
    }
    /// Called before the view is removed from its view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from its view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether UIKit forwards appearance callbacks to the children automatically when this
    /// container appears or disappears (default true). A container that returns false calls
    /// `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The traits a container gives `childViewController` over those it inherits (nil: none). The
    /// child's view has them (`UIView.traitCollection`); a container overrides this method, as
    /// Apple's documentation of `overrideTraitCollection(forChild:)` describes.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? { nil }

    /// Whether the controller is being added to a parent (ViewLab: never, containment takes no
    /// time here). Declared in the class, as UIKit's Objective-C properties are, so a container
    /// that animates its children in overrides it.
    open var isMovingToParent: Bool { false }
    /// Whether the controller is being removed from its parent (ViewLab: never).
    open var isMovingFromParent: Bool { false }

    /// The controller's title. Setting it sets the title of its navigation item and tab bar item
    /// when it has them ("assigning a value to this property updates the title text of those
    /// objects", Apple).
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    // MARK: - Editing

    /// Whether the controller's view is in editing mode (default false).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false
    var storedEditButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode; `editButtonItem` shows Done while editing (Apple,
    /// `setEditing(_:animated:)`: "subclasses that use an edit-done button must override this
    /// method"). `UITableViewController` passes it on to its table view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing mode (Edit, Done).
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", image: nil,
            primaryAction: UIAction { [weak self] _ in self.map { $0.setEditing(!$0.isEditing, animated: true) } })
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }

    // MARK: - Navigation and tab bar items (Bars/)

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// What a navigation bar shows for this controller (made on first use, with its `title`).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller (made on first use, with its `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem()
            item.title = title
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.refreshItems()
        }
    }

    /// Shows `vc` in a primary context: pushed by the enclosing navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) { showImpl(vc) }

    /// Shows `vc` in a secondary (detail) context: the enclosing split view controller shows it,
    /// else it is presented (Apple: "the default implementation … presents it modally").
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Segues (UIStoryboardSegue.swift)

    /// Called before a segue from this controller is performed (override it to configure
    /// `segue.destination`). ViewLab never calls it on its own: there are no storyboards; code that
    /// performs a segue it made calls it, as on iOS.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should be performed (default true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the storyboard segue named `identifier`. ViewLab loads no storyboards, so there is
    /// never such a segue: where iOS raises "Receiver … has no segue with identifier", ViewLab
    /// reports one line (`UIView.Diagnostic.invalidArgument`) and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIView.report(
            .invalidArgument,
            "Receiver (\(debugName)) has no segue with identifier '\(identifier)': ViewLab loads no storyboards — make the destination in code and show or present it (ignored)"
        )
    }

    // MARK: - Status bar, memory, size and trait transitions (ViewLab draws no status bar)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var modalPresentationCapturesStatusBarAppearance = false
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation a full-screen presentation prefers (default: the window scene's current
    /// one; ViewLab presents in the stage's orientation whatever an override says).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
    open var shouldAutorotate: Bool { true }
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Never called by ViewLab (no memory pressure is simulated).
    open func didReceiveMemoryWarning() {}
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    { parentSize }
    /// Called before the traits change (ViewLab: not called; `traitCollectionDidChange` is).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {}

    private var layoutSupportGuides: (top: UILayoutSupport, bottom: UILayoutSupport)?
    /// The strip above the safe area (deprecated in iOS 11 for `view.safeAreaLayoutGuide`).
    public var topLayoutGuide: UILayoutSupport { layoutSupport().top }
    /// The strip below the safe area (deprecated in iOS 11 for `view.safeAreaLayoutGuide`).
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport().bottom }
    private func layoutSupport() -> (top: UILayoutSupport, bottom: UILayoutSupport) {
        if let layoutSupportGuides { return layoutSupportGuides }
        let made = (
            SafeAreaEdgeGuide(view: view, top: true) as UILayoutSupport,
            SafeAreaEdgeGuide(view: view, top: false) as UILayoutSupport
        )
        layoutSupportGuides = made
        return made
    }

    /// Insets a container adds to its children's safe area (a navigation bar, a tab bar).
    var containerSafeAreaInsets: UIEdgeInsets { .zero }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// How the controller is shown when presented (default `.automatic`: a sheet on iPhone).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// UIKit's animation when no custom animator is given (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies a custom presentation controller (for `.custom`) and animators.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the presentation is modal (a sheet then refuses the interactive dismissal).
    open var isModalInPresentation = false
    /// Whether the controller's view is covered by a `.currentContext` presentation of a descendant.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false

    /// Presents a controller modally (see `UIViewController+Presentation`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentImpl(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller presented by this one, or this one if it presents nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissImpl(animated: flag, completion: completion)
    }

    /// The transition coordinator of a container's own transition (a navigation controller's push).
    var containerTransitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

    // MARK: - Traits

    /// The controller's traits: those of its view.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UIScreen.main.traitCollection }

    /// Forces light or dark appearance on the controller's view and its subtree.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// Called after the view's traits changed (right after the view's own callback).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        MethodSwizzling.run(self, UIViewController.self, "traitCollectionDidChange:", [previousTraitCollection]) { () }
    }

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

    /// The rotation callbacks of iOS 2–7, deprecated in iOS 8 ("Implement
    /// `viewWillTransition(to:with:)` instead", Apple). Declared so that older components that
    /// override them compile; ViewLab calls `viewWillTransition(to:with:)` on a rotation, not these.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: - Containment callbacks (UIViewController+Containment.swift)

    /// Called before the controller is added to (or removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Responder chain

    /// The view's superview, else the parent controller.
    open override var next: UIResponder? { loadedView?.superview ?? storedParent }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Tells a child that its appearance changed: `viewDidAppear(_:)` after an appearance (with
    /// `viewIsAppearing(_:)` first if the view was not laid out since), `viewDidDisappear(_:)`
    /// after a disappearance; then the same to its children.
    open func endAppearanceTransition() { endAppearanceTransitionImpl() }
    /// Tells a child that its appearance is about to change: `viewWillAppear(_:)` (true) or
    /// `viewWillDisappear(_:)` (false), and the same to its children when it forwards appearance
    /// methods. Calls that would not change the phase are ignored (UIKit logs them as unbalanced).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransitionImpl(isAppearing, animated: animated)
    }
    /// The controller this one presented (or that a controller it is contained in presented).
    open var presentedViewController: UIViewController? { presentedViewControllerImpl }
    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. The caller calls
    /// `willMove(toParent: nil)` and removes the view first, as on iOS.
    open func removeFromParent() { removeFromParentImpl() }
    /// Adds `childController` as a child (removing it from its old parent); calls
    /// `willMove(toParent:)` on it. The caller adds the child's view and then calls
    /// `didMove(toParent:)`, as on iOS.
    open func addChild(_ childController: UIViewController) { addChildImpl(childController) }
}

extension UITraitChangeObservable where Self: UIViewController {
    /// Registers `handler` to run when any of `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { object, previous in
            if let controller = object as? Self { handler(controller, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// The same, for a handler whose first parameter is typed by the caller — Apple's generic form
    /// (`registerForTraitChanges<Self>(_:handler:)`), as in `{ (self: Self, previous) in … }` inside
    /// a class, where `Self` is the receiver's dynamic type. The handler runs when the
    /// controller is a `T`.
    @discardableResult
    public func registerForTraitChanges<T>(_ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void)
        -> UITraitChangeRegistration
    {
        let registration = UITraitChangeRegistration(traits: traits) { object, previous in
            if let typed = object as? T { handler(typed, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }
}
