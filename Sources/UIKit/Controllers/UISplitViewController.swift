import CoreGraphics
import Foundation

/// A container of a primary and a secondary controller (and, in the column style of iOS 14, a
/// supplementary and a compact one). ViewLab shows it **collapsed**, as on iPhone in compact width
/// (`isCollapsed` is true): one controller fills its view.
///
/// Collapsing (Apple, "Collapsing and expanding the split view interface"):
/// - **Classic** (`init(nibName:bundle:)`, `viewControllers = [primary, secondary]`): the delegate's
///   `splitViewController(_:collapseSecondary:onto:)` is asked; true discards the secondary, so
///   the primary shows; false (or no delegate) collapses it onto the primary — when the primary is
///   a navigation controller the secondary is pushed on it (a secondary navigation controller's
///   stack is moved onto it), otherwise it is discarded. `viewControllers` then holds only the
///   primary ("when the split view interface is collapsed, this property contains only one view
///   controller").
/// - **Column style** (`init(style:)`): each column's controller is wrapped in a navigation
///   controller, as UIKit does; the `.compact` column's controller is shown when set, else the
///   primary's navigation controller with the secondary column pushed on it when the delegate's
///   `topColumnForCollapsingToProposedTopColumn` keeps UIKit's proposal, `.secondary` (return
///   `.primary` to show the primary column). `viewController(for:)` returns the controller you set,
///   not its wrapper.
///
/// Collapsed, `show(_:sender:)` and `showDetailViewController(_:sender:)` push on the primary's
/// navigation controller (after the delegate's `show`/`showDetail` declines), and `show(.primary)`
/// pops back to it.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The style given to `init(style:)` (`.unspecified` for the classic interface).
    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var primaryEdge: PrimaryEdge = .leading
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The button that changes the display mode (shown by the secondary's navigation bar on iPad).
    public let displayModeButtonItem = UIBarButtonItem()

    /// The column style's controllers, as set.
    private var columns: [Column: UIViewController] = [:]
    /// The controllers each column shows, root first (a navigation controller set for a column
    /// gives its stack), taken when the column is set (collapsing moves them between stacks).
    private var stacks: [Column: [UIViewController]] = [:]
    /// The navigation controllers of the primary and compact columns (the one set, or UIKit's wrapper).
    private var wrappers: [Column: UINavigationController] = [:]
    /// The classic interface's controllers, as set.
    private var classicControllers: [UIViewController] = []

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open override func loadView() {
        view = Self.resizingWithContainer(UIView(frame: UIScreen.main.bounds))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let shown = children.first { install(shown.view) }
    }

    // MARK: - State

    /// Always true in ViewLab: the interface is collapsed as on iPhone.
    open var isCollapsed: Bool { true }

    /// The display mode in effect: collapsed, only one column shows (`.secondaryOnly`).
    open var displayMode: DisplayMode { .secondaryOnly }
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Collapsed, the primary column takes the whole width.
    open var primaryColumnWidth: CGFloat { viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }
    open var supplementaryColumnWidth: CGFloat { 0 }

    // MARK: - Classic interface

    /// The primary and secondary controllers; collapsed, only the primary.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? Array(children.prefix(1)) : columnsInOrder }
        set {
            guard style == .unspecified else {
                UIView.report(
                    .invalidArgument,
                    "UISplitViewController: setting viewControllers on a column-style split view controller is not supported; use setViewController(_:for:) (ignored)"
                )
                return
            }
            classicControllers = newValue
            collapse()
        }
    }

    private var columnsInOrder: [UIViewController] {
        [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }

    // MARK: - Column style

    /// Sets the controller of a column (column style); collapsed, the shown controller is chosen again.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIView.report(
                .invalidArgument,
                "UISplitViewController: setViewController(_:for:) needs a split view controller made with init(style:) (ignored)"
            )
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            UIView.report(
                .invalidArgument,
                "UISplitViewController: a .doubleColumn split view controller has no supplementary column (ignored)")
            return
        }
        columns[column] = vc
        stacks[column] = vc.map { ($0 as? UINavigationController)?.viewControllers ?? [$0] }
        wrappers[column] = vc.flatMap { vc in
            column == .primary || column == .compact
                ? vc as? UINavigationController ?? UINavigationController(rootViewController: vc) : nil
        }
        collapse()
    }

    /// The controller set for `column` (not the navigation controller UIKit wraps it in).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columns[column]
    }

    /// Shows `column`: collapsed, `.secondary` (or `.supplementary`) is pushed on the primary's
    /// navigation controller and `.primary` pops back to its root.
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        guard let primary = wrappers[.primary] else { return }
        switch column {
        case .primary:
            primary.popToRootViewController(animated: true)
        case .secondary, .supplementary:
            guard let pushed = stacks[column], let top = pushed.first,
                !primary.viewControllers.contains(where: { $0 === top })
            else { return }
            primary.setViewControllers(primary.viewControllers + pushed, animated: true)
        case .compact:
            break
        }
    }

    /// Hides `column` (collapsed: nothing to hide beside the one shown).
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
    }

    // MARK: - Showing controllers

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        pushOnPrimary(vc)
    }

    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        pushOnPrimary(vc)
    }

    /// Pushes `vc` (a navigation controller's stack) on the shown navigation controller, else
    /// presents it.
    private func pushOnPrimary(_ vc: UIViewController) {
        guard let navigation = children.first as? UINavigationController else { return present(vc, animated: true) }
        if let stack = vc as? UINavigationController {
            navigation.setViewControllers(navigation.viewControllers + stack.viewControllers, animated: true)
        } else {
            navigation.pushViewController(vc, animated: true)
        }
    }

    // MARK: - Collapsing

    /// Chooses the controller shown collapsed and makes it the only child.
    private func collapse() {
        let shown = style == .unspecified ? collapsedClassic() : collapsedColumns()
        for child in children where child !== shown {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        guard let shown else { return }
        if shown.parent !== self {
            addChild(shown)
            if isViewLoaded { install(shown.view) }
            shown.didMove(toParent: self)
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func collapsedClassic() -> UIViewController? {
        guard let primary = classicControllers.first else { return nil }
        guard classicControllers.count > 1 else { return primary }
        let secondary = classicControllers[1]
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return primary }
        if let navigation = primary as? UINavigationController {
            let moved = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
        }
        return primary
    }

    private func collapsedColumns() -> UIViewController? {
        if let compact = wrappers[.compact] { return compact }
        guard let primary = wrappers[.primary] else { return nil }
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var stack = stacks[.primary] ?? []
        let pushed: [Column] =
            switch top {
            case .primary, .compact: []
            case .supplementary: [.supplementary]
            case .secondary: [.supplementary, .secondary]
            }
        for column in pushed { stack += stacks[column] ?? [] }
        primary.setViewControllers(stack, animated: false)
        return primary
    }

    /// Puts the shown controller's view in the split view controller's view, filling it.
    private func install(_ shownView: UIView) {
        guard let container = viewIfLoaded else { return }
        shownView.frame = container.bounds
        shownView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shownView.superview !== container { container.addSubview(shownView) }
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}
