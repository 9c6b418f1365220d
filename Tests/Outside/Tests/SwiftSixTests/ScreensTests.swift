import Foundation
import UIKit
import XCTest

/// View controllers as iOS runs them, through public API only. Rules: the appearance callbacks
/// come in the order of `viewIsAppearing(_:)`'s documentation (after `viewWillAppear`, once the
/// view is in the window and laid out; `viewDidAppear` when the appearance is complete); a page
/// sheet on iPhone sits 10 pt below the safe area (iOS 13+); a navigation bar is 44 pt tall and a
/// tab bar 49 pt above the bottom safe area (Apple's HIG; Hackworth's measurements).
final class ScreensTests: XCTestCase {
    @MainActor final class Screen: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); calls.append("isAppearing") }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); calls.append("didLayout") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
    }

    @MainActor private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        spinRunLoop()
        return window
    }

    /// Commits the implicit transaction, as the main run loop does at the end of a turn: the
    /// visible windows are laid out, then the appearances complete. (An `async` test runs on the
    /// main queue, which `RunLoop.main.run(until:)` cannot drain from inside, so the test flushes.)
    @MainActor private func spinRunLoop() {
        CATransaction.flush()
    }

    @MainActor func test_appearanceCallbacks_comeInTheDocumentedOrder_whenARunLoopTurnShowsTheWindow() async {
        let screen = Screen()
        let window = window(showing: screen)
        XCTAssertEqual(Array(screen.calls.prefix(3)), ["willAppear", "isAppearing", "didLayout"])
        XCTAssertEqual(screen.calls.last, "didAppear")
        XCTAssertEqual(screen.calls.filter { $0 == "didAppear" }.count, 1)
        _ = window
    }

    @MainActor func test_aSheetPresentedInViewDidAppear_sitsTenPointsBelowTheSafeArea() async {
        final class Home: UIViewController {
            let sheet = UIViewController()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(sheet, animated: false)
            }
        }
        let home = Home()
        let window = window(showing: home)
        spinRunLoop()
        XCTAssertTrue(home.presentedViewController === home.sheet)
        let frame = home.sheet.view.convert(home.sheet.view.bounds, to: window)
        XCTAssertEqual(frame.minY, window.safeAreaInsets.top + 10)
        XCTAssertEqual(frame.maxY, window.bounds.maxY)
    }

    @MainActor func test_navigationBarIs44Points_andTheTabBar49PointsAboveTheBottomSafeArea() async {
        let list = UIViewController()
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = window(showing: tabs)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(navigation.navigationBar.frame.minY, window.safeAreaInsets.top)
        XCTAssertEqual(tabs.tabBar.frame.height, 49 + window.safeAreaInsets.bottom)
        XCTAssertEqual(list.view.safeAreaInsets.top, window.safeAreaInsets.top + 44)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, window.safeAreaInsets.bottom + 49)
    }
}
