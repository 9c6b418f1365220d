import UIKit
import XCTest

/// Keyboard avoidance with `#selector` observers, through the source bridge. Rules: the keyboard
/// notifications carry the end frame in screen coordinates, the duration and the curve (Apple,
/// UIResponder, "Keyboard notification user info keys"); a text field in a window shows the
/// keyboard when it becomes first responder and hides it when it resigns.
final class KeyboardBridgedTests: XCTestCase {
    func test_aChatBarLiftsItselfByTheKeyboardsHeightInKeyboardWillShow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = ChatInputBar()
        bar.pin(to: controller.view)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(bar.frame.maxY, UIScreen.main.bounds.maxY)

        XCTAssertTrue(bar.field.becomeFirstResponder())
        XCTAssertEqual(bar.lastCurve, 7, "the curve iOS reports for the system keyboard")
        let lifted = UIScreen.main.bounds.maxY - bar.frame.maxY
        XCTAssertGreaterThan(lifted, 291, "lifted by the keyboard: keys, predictive bar and bottom safe area")
        XCTAssertLessThan(lifted, UIScreen.main.bounds.height / 2)

        XCTAssertTrue(bar.field.resignFirstResponder())
        XCTAssertEqual(bar.frame.maxY, UIScreen.main.bounds.maxY, "down again when the keyboard hides")
    }
}
