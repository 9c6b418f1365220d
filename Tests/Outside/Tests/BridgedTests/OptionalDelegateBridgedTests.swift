import UIKit
import XCTest

/// A custom tab bar component asks its `UITabBarControllerDelegate` with `?` after the method
/// name, as code for iOS does: the methods are `@objc optional` there. Through the source bridge
/// the call reaches the delegate only when its class implements the method, and is nil otherwise
/// (Apple, `UITabBarControllerDelegate`: all its methods are optional).
final class OptionalDelegateBridgedTests: XCTestCase {
    final class CustomTabs: UITabBarController {
        /// What a tap on a custom tab button does in such components.
        func userTapped(_ index: Int) -> Bool {
            guard let vc = viewControllers?[index] else { return false }
            guard delegate?.tabBarController?(self, shouldSelect: vc) ?? true else { return false }
            selectedIndex = index
            delegate?.tabBarController?(self, didSelect: vc)
            return true
        }
    }

    final class SelectionLogger: NSObject, UITabBarControllerDelegate {
        var selected = 0
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected += 1 }
    }

    final class Refuser: NSObject, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { false }
    }

    func test_optionalTabBarControllerDelegateMethods_calledWithQuestionMark_reachOnlyWhatIsImplemented() {
        let tabs = CustomTabs()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let logger = SelectionLogger()
        tabs.delegate = logger
        XCTAssertTrue(tabs.userTapped(1), "shouldSelect not implemented: nil, so ?? true")
        XCTAssertEqual(logger.selected, 1)
        XCTAssertEqual(tabs.selectedIndex, 1)
        let refuser = Refuser()
        tabs.delegate = refuser
        XCTAssertFalse(tabs.userTapped(0))
        XCTAssertEqual(tabs.selectedIndex, 1)
    }
}
