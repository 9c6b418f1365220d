import CoreGraphics
import Foundation
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@_spi(ViewLab) @testable import UIKit
import ViewLabRender
import XCTest

/// The software keyboard of a stage's window: UIKit's notifications in iOS's order with the
/// user info of `UIWindow.h`, the keyboard layout guide, and the text field that shows it.
@MainActor
final class KeyboardTests: MediaClockTestCase {
    static let names = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]

    /// Synchronous: the "did" notifications come from an animation completion, which the next
    /// run-loop turn delivers (a main-actor `async` test cannot run it).
    nonisolated func testAFieldBecomingFirstResponderShowsTheKeyboardWithUIKitsNotificationsAndEndFrame() throws {
        nonisolated(unsafe) let test = self
        try MainActor.assumeIsolated { try test.checkNotifications() }
    }

    private func checkNotifications() throws {
        let (stage, _) = try stagedView()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        stage.root.addSubview(field)
        let log = NotificationLog(KeyboardTests.names)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(
            log.names, ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"],
            "the will notifications at once, change-frame first")
        let info = try XCTUnwrap(log.userInfos.last)
        let end = try XCTUnwrap(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
        let begin = try XCTUnwrap(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue).cgRectValue
        XCTAssertEqual(
            end, CGRect(x: 0, y: 852 - 325, width: 393, height: 325),
            "iPhone 15 portrait: 291 pt + the 34 pt bottom safe area")
        XCTAssertEqual(begin, CGRect(x: 0, y: 852, width: 393, height: 325), "it slides in from below the screen")
        XCTAssertEqual((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue, 7)
        XCTAssertEqual((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue, true)
        XCTAssertTrue(log.objects.allSatisfy { $0 == nil }, "the object is nil")
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.names.count, 2, "the did notifications wait for the animation")
        clock.set(to: 0.26)
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.names.suffix(2), ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        XCTAssertEqual(stage.window.keyboardFrame, end)

        let other = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        stage.root.addSubview(other)
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertEqual(log.names.count, 4, "focus moving between fields keeps the keyboard up")
        XCTAssertTrue(stage.root.endEditing(false))
        XCTAssertEqual(
            log.names.suffix(2), ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification"])
        let hidden = try XCTUnwrap(log.userInfos.last?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
        XCTAssertEqual(hidden.minY, 852, "it slides out below the screen")
        clock.set(to: 1)
        RunLoop.main.runUntil(Date())
        XCTAssertEqual(log.names.suffix(2), ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"])
        XCTAssertNil(stage.window.keyboardFrame)
    }

    func testAViewPinnedToTheKeyboardLayoutGuideMovesUpWithTheKeyboard() async throws {
        let (stage, _) = try stagedView()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        stage.root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: stage.root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: stage.root.keyboardLayoutGuide.topAnchor),
        ])
        stage.runTurn()
        XCTAssertEqual(bar.frame.maxY, 852 - 34, "keyboard hidden: the guide's top is the bottom of the safe area")
        XCTAssertTrue(stage.root.keyboardLayoutGuide === stage.root.keyboardLayoutGuide)
        stage.window.setKeyboardShown(true)
        stage.runTurn()
        XCTAssertEqual(bar.frame.maxY, 852 - 325, "keyboard shown: the guide's top is the keyboard's top")
        XCTAssertEqual(stage.root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 527, width: 393, height: 325))
        stage.window.setKeyboardShown(false)
        stage.runTurn()
        XCTAssertEqual(bar.frame.maxY, 852 - 34)
    }

    func testTheKeyboardIsDrawnAsAPanelOnTopOfTheWindow() async throws {
        let (stage, _) = try stagedView()
        stage.root.backgroundColor = .white
        stage.window.setKeyboardShown(true)
        clock.set(to: 1)
        let image = try stage.render(scale: 1)
        let panel = image.pixel(x: 200, y: 700), above = image.pixel(x: 200, y: 400)
        XCTAssertEqual([above.red, above.green, above.blue], [255, 255, 255])
        let gray5 = UIColor.systemGray5.resolvedColor(with: stage.traits).cgColor.rgba
        XCTAssertEqual(Int(panel.red), Int((gray5.red * 255).rounded()), accuracy: 1)
        XCTAssertEqual(Int(panel.blue), Int((gray5.blue * 255).rounded()), accuracy: 1)
        XCTAssertLessThan(Int(panel.red), 250, "the panel is not the white background")
    }
}

extension KeyboardTests {
    func testARotationRedocksTheKeyboardForTheNewScreen() async throws {
        let (stage, _) = try stagedView()
        stage.window.setKeyboardShown(true)
        stage.isLandscape = true
        stage.runTurn()
        let frame = try XCTUnwrap(stage.window.keyboardFrame)
        XCTAssertEqual(frame.width, 852, "the landscape screen's width")
        XCTAssertEqual(frame.maxY, 393, "docked at the landscape screen's bottom")
        let panel = try XCTUnwrap(stage.window.subviews.last)
        XCTAssertEqual(panel.frame, frame, "the panel follows")
        XCTAssertEqual(stage.root.keyboardLayoutGuide.layoutFrame.minY, frame.minY)
    }
}
