import UIKit
import XCTest

/// The root views UIKit's own `loadView()` makes resize with their container (flexible width and
/// height: a controller's view describes itself as `autoresize = W+H` on iOS); a view a
/// `loadView()` override makes keeps `UIView`'s default (no resizing).
@MainActor
final class ControllerRootViewTests: XCTestCase {
    final class Handmade: UIViewController {
        override func loadView() { view = UIView(frame: .zero) }
    }

    func testUIKitsRootViewsResizeWithTheirContainer() async {
        let flexible: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        let controllers: [UIViewController] = [
            UIViewController(), UITableViewController(style: .plain),
            UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal),
            UINavigationController(), UITabBarController(),
        ]
        for controller in controllers {
            XCTAssertEqual(controller.view.autoresizingMask, flexible, "\(type(of: controller))")
        }
        XCTAssertEqual(Handmade().view.autoresizingMask, [])
    }

    /// An onboarding screen's idiom: its own `loadView()` makes a zero-sized root view and puts a
    /// page view controller's view in it at that zero frame; once the screen is sized, the pages
    /// fill it.
    func testAChildViewPlacedAtAZeroFrameFillsItsParentOnceSized() async {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let screen = Handmade()
        screen.addChild(pages)
        pages.view.frame = screen.view.bounds
        screen.view.addSubview(pages.view)
        pages.didMove(toParent: screen)
        screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        XCTAssertEqual(pages.view.frame, CGRect(x: 0, y: 0, width: 390, height: 700))
    }
}
