import UIKit
import XCTest

/// Page view controllers, split view controllers, bar customisation and segues through the public
/// API, as pager components (Pageboy's `PageboyViewController`) and apps use them.
/// Sources: Apple's `UIPageViewController` ("the scroll transition style"), its data source
/// ("if both of the methods … are implemented and the transition style is scroll, a page indicator
/// is shown") and delegate ("called after a gesture-driven transition completes");
/// `UISplitViewController` ("when the split view interface is collapsed, this property contains
/// only one view controller"; `splitViewController(_:collapseSecondary:onto:)`);
/// `UINavigationBar.setBackgroundImage(_:for:)` and `shadowImage`; `UIStoryboardSegue`.
final class ScreensTwoTests: XCTestCase {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIScrollViewDelegate {
        let pages: [UIViewController] = (0..<3).map { _ in UIViewController() }
        var scrolls = 0
        func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            pages.firstIndex(of: vc).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            pages.firstIndex(of: vc).flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    /// A window showing `controller` as its root, laid out.
    private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testAScrollPagerKeepsItsPagesInAScrollViewSubview_aPagerCanBecomeItsDelegate_andSetViewControllersCompletes() {
        let pages = Pages()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        pvc.dataSource = pages
        pvc.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let host = UIViewController()
        host.addChild(pvc)
        host.view.addSubview(pvc.view)
        pvc.view.frame = host.view.bounds
        pvc.didMove(toParent: host)
        let window = window(showing: host)
        // Pageboy: `pageViewController.view.subviews.first { $0 is UIScrollView }`, then `.delegate = self`.
        guard let scrollView = pvc.view.subviews.compactMap({ $0 as? UIScrollView }).first else { return XCTFail("no scroll view") }
        scrollView.delegate = pages
        XCTAssertTrue(scrollView.isPagingEnabled)
        XCTAssertEqual(scrollView.frame.width, pvc.view.bounds.width + 8, "widened by the inter-page spacing")
        XCTAssertEqual(scrollView.contentOffset.x, scrollView.frame.width, "resting on the middle page")
        XCTAssertTrue(pvc.view.subviews.contains { $0 is UIPageControl }, "a page indicator for a data source giving count and index")
        var completed: [Bool] = []
        pvc.setViewControllers([pages.pages[1]], direction: .forward, animated: false) { completed.append($0) }
        XCTAssertEqual(completed, [true])
        XCTAssertTrue(pvc.viewControllers?.first === pages.pages[1])
        XCTAssertTrue(pages.pages[1].parent === pvc)
        _ = window
    }

    func testACollapsedSplitViewPushesTheSecondaryOnThePrimaryNavigationController() {
        let master = UIViewController(), detail = UIViewController()
        master.title = "Mail"
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master), detail]
        let window = window(showing: split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertTrue(detail.navigationController?.topViewController === detail)
        XCTAssertTrue(detail.splitViewController === split)
        _ = window
    }

    func testAnEmptyBackgroundImageIsTheTransparentNavigationBarIdiom() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        XCTAssertNotNil(navigation.navigationBar.backgroundImage(for: .default))
        XCTAssertNotNil(navigation.interactivePopGestureRecognizer)
        XCTAssertNotNil(UITabBarController().moreNavigationController)
    }

    func testASegueMadeInCodeRunsItsHandler() {
        let source = UIViewController(), destination = UIViewController()
        var ran = false
        let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination) { ran = true }
        source.prepare(for: segue, sender: nil)
        segue.perform()
        XCTAssertTrue(ran)
        XCTAssertEqual(segue.identifier, "show")
    }
}
