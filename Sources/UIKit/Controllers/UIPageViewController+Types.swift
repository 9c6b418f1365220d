import CoreGraphics
import Foundation

// MARK: - UIPageViewController's enumerations, option keys and protocols (Apple's names)

extension UIPageViewController {
    /// How pages turn: a page curl or a scroll (ViewLab draws both as a scroll).
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        case none = 0, min, mid, max
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse
    }

    /// Keys of the `options` dictionary given to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// An `NSNumber`/`Int` of `SpineLocation` (page curl only).
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points, as a `CGFloat`, `Double`, `Int` or `NSNumber` (scroll only).
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// Supplies the pages around the current one. `presentationCount(for:)` and
/// `presentationIndex(for:)` are optional on iOS: a page indicator is shown only when both are
/// implemented and the style is `.scroll` (Apple, `UIPageViewControllerDataSource`). ViewLab gives
/// them default implementations returning 0, and a count of 0 shows no indicator.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots of the page indicator (asked by `setViewControllers`).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot of the page indicator (asked by `setViewControllers`).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears gesture-driven page turns (all optional on iOS). Apple: `willTransitionTo` is "called
/// before a gesture-driven transition begins" and `didFinishAnimating` "after a gesture-driven
/// transition completes"; neither is called for `setViewControllers(_:direction:animated:completion:)`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .allButUpsideDown }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { .portrait }
}
