import CoreGraphics
import Foundation

// MARK: - UISplitViewController's enumerations and delegate (Apple's names)

extension UISplitViewController {
    /// How many columns the controller manages (iOS 14); `.unspecified` is the classic interface
    /// configured with `viewControllers`.
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }

    /// A column of a column-style split view controller (iOS 14).
    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }

    /// How the columns are arranged in regular width.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly") public static let primaryHidden = DisplayMode
            .secondaryOnly
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary") public static let allVisible = DisplayMode
            .oneBesideSecondary
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary") public static let primaryOverlay = DisplayMode
            .oneOverSecondary
    }

    /// How the secondary column shares space with the others (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile, overlay, displace
    }

    /// Which side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar
    }

    /// `preferredPrimaryColumnWidthFraction` and friends' "let UIKit decide" value.
    public static let automaticDimension: CGFloat = -1
}

/// What a split view controller asks and tells its delegate (all optional on iOS). ViewLab's
/// defaults answer as an unimplemented method does: `false` from `collapseSecondary` (UIKit then
/// collapses for you), `nil` from the separate and showing methods, and the proposed column from
/// `topColumnForCollapsingToProposedTopColumn`.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic interface: return true to discard the secondary controller when collapsing (the
    /// primary is shown); false lets UIKit collapse it onto the primary (pushed when the primary is
    /// a navigation controller).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Column style: the column shown when the controller collapses (UIKit proposes `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
