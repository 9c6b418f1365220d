import UIKit
import XCTest

/// A bottom bar that avoids the keyboard the way real components do it: it observes
/// `UIResponder.keyboardWillShowNotification` / `…WillHide…`, reads the end frame
/// (`keyboardFrameEndUserInfoKey`, an `NSValue` of a `CGRect` in screen coordinates), converts it
/// with `convert(_:from: nil)`, and animates its bottom constraint with the notification's
/// duration and curve.
///
/// Rules: the keyboard's notifications have a nil object and carry the begin and end frames in
/// screen coordinates, the animation duration and curve (Apple, `UIWindow.h` and UIResponder
/// documentation, "Keyboard notification user info keys"); a text field in a window shows the
/// keyboard when it becomes first responder and hides it when it resigns (Apple, "Text
/// Programming Guide for iOS: Managing the Keyboard").
final class KeyboardAvoidanceTests: XCTestCase {
    final class BottomBar: UIView {
        var bottom: NSLayoutConstraint!
        var received: [CGRect] = []
        var tokens: [NSObjectProtocol] = []

        func install(in host: UIView) {
            translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(self)
            bottom = bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor)
            NSLayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: host.leadingAnchor),
                trailingAnchor.constraint(equalTo: host.trailingAnchor),
                heightAnchor.constraint(equalToConstant: 50),
                bottom,
            ])
            let center = NotificationCenter.default
            tokens = [
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [unowned self] in self.keyboardWillShow($0) },
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [unowned self] in self.keyboardWillHide($0) },
            ]
        }

        func keyboardWillShow(_ notification: Notification) {
            guard let host = superview, let info = notification.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
            received.append(end)
            let keyboardTop = host.convert(end, from: nil).minY
            bottom.constant = -(host.safeAreaLayoutGuide.layoutFrame.maxY - keyboardTop)
            UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                host.layoutIfNeeded()
            }
        }

        func keyboardWillHide(_ notification: Notification) {
            bottom.constant = 0
            UIView.animate(withDuration: 0.25) { self.superview?.layoutIfNeeded() }
        }
    }

    func test_barMovesUpInKeyboardWillShow_toTheEndFramesTop_andBackOnHide() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = controller.view!
        let bar = BottomBar()
        bar.install(in: host)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        host.addSubview(field)
        host.layoutIfNeeded()
        let restingBottom = host.safeAreaLayoutGuide.layoutFrame.maxY
        XCTAssertEqual(bar.frame.maxY, restingBottom)

        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(bar.received.count, 1, "one keyboardWillShowNotification")
        let end = bar.received[0]
        XCTAssertEqual(end.maxY, UIScreen.main.bounds.maxY, "docked at the bottom of the screen")
        XCTAssertEqual(end.width, UIScreen.main.bounds.width)
        XCTAssertGreaterThan(end.height, 291, "the keys and predictive bar, plus the bottom safe area")
        XCTAssertEqual(bar.frame.maxY, end.minY, "the bar sits on the keyboard")

        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(bar.frame.maxY, restingBottom, "back on the safe area when the keyboard hides")
        bar.tokens.forEach(NotificationCenter.default.removeObserver)
    }

    /// Rule: `endEditing(_:)` "looks at the current view and its subview hierarchy for the text
    /// field that is currently the first responder" and asks it to resign (Apple, UIView).
    func test_endEditing_resignsTheFieldAndHidesTheKeyboard() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(field)
        var hidden = 0
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in
            hidden += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        field.becomeFirstResponder()
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(hidden, 1)
        XCTAssertFalse(window.endEditing(true), "nothing left to resign")
    }
}
