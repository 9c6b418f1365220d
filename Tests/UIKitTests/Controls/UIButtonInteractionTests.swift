@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import XCTest

/// A subclass as learners write them: only `init(frame:)` overridden.
final class BadgeButton: UIButton {
    var badgeInitCalled = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        badgeInitCalled = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `UIButton` touches: events, highlight on touch-down, configuration updates per state.
@MainActor
final class UIButtonInteractionTests: XCTestCase {
    func host(_ button: UIButton, in window: UIWindow, frame: CGRect = CGRect(x: 40, y: 100, width: 160, height: 50)) {
        button.frame = frame
        window.addSubview(button)
        window.runTurn()
    }

    func testTapSendsTouchUpInsideAndPrimaryActionTriggered() async {
        let window = makeWindow()
        var events: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in events.append("primary") })
        XCTAssertEqual(button.currentTitle, "Send", "the action's title becomes the button's")
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
        host(button, in: window)
        let path = window.tap(at: CGPoint(x: 120, y: 125))
        XCTAssertTrue(path.last === button, "the title label does not take the touch")
        XCTAssertEqual(events, ["down", "upInside", "primary"])
        events.removeAll()
        button.isEnabled = false
        _ = window.tap(at: CGPoint(x: 120, y: 125))
        XCTAssertEqual(events, [], "disabled buttons ignore taps")
    }

    func testPrimaryActionImageAndFrameInitialiser() async {
        let star = UIImage(systemName: "star")
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Fav", image: star) { _ in })
        XCTAssertTrue(button.currentImage === star)
        let framed = UIButton(
            frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: UIAction(title: "Go") { _ in })
        XCTAssertEqual(framed.currentTitle, "Go")
        XCTAssertEqual(framed.frame.size, CGSize(width: 80, height: 30))
        XCTAssertEqual(framed.allControlEvents, .primaryActionTriggered)
    }

    /// Once laid out and drawn, buttons and image views stay clean: a second turn does nothing.
    func testLayoutSettles() async throws {
        let window = makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Filled"
        configuration.image = UIImage(systemName: "star")
        let buttons = [
            UIButton(configuration: configuration), UIButton(type: .system), UIButton(type: .close),
            UIButton(type: .contactAdd),
        ]
        buttons[1].setTitle("System", for: .normal)
        buttons[1].setImage(UIImage(systemName: "gear"), for: .normal)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(origin: CGPoint(x: 10, y: 100 + 50 * CGFloat(i)), size: button.intrinsicContentSize)
            window.addSubview(button)
        }
        window.addSubview(UIImageView(image: UIImage(systemName: "heart")))
        window.runTurn()
        window.runTurn()
        let third = window.runTurn()
        XCTAssertEqual(third.events.map(\.description), [], "nothing left to lay out or draw")
    }

    func testDraggingOutsideDoesNotTrigger() async {
        let window = makeWindow()
        var primary = 0
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        host(button, in: window)
        _ = window.sendTouch(at: CGPoint(x: 100, y: 120), phase: .began)
        _ = window.sendTouch(at: CGPoint(x: 100, y: 400), phase: .moved)
        XCTAssertFalse(button.isHighlighted)
        _ = window.sendTouch(at: CGPoint(x: 100, y: 400), phase: .ended)
        XCTAssertEqual(primary, 0)
    }

    func testHighlightOnTouchDownAndConfigurationUpdateHandler() async throws {
        let window = makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Tap"
        let button = UIButton(configuration: configuration)
        var seen: [(highlighted: Bool, enabled: Bool)] = []
        button.configurationUpdateHandler = { b in
            seen.append((b.isHighlighted, b.isEnabled))
            b.configuration?.title = b.isHighlighted ? "Down" : "Tap"
        }
        host(button, in: window)
        XCTAssertEqual(seen.count, 1, "the handler runs once before the first layout")
        let normal = try renderTurn(window, view: button, scale: 2)
        let corner = CGPoint(x: 6, y: 25)
        let normalPixel = pixel(normal, corner, scale: 2)

        _ = window.sendTouch(at: CGPoint(x: 120, y: 125), phase: .began)
        XCTAssertTrue(button.isHighlighted)
        let down = try renderTurn(window, view: button, scale: 2)
        XCTAssertEqual(seen.last?.highlighted, true, "state change → handler")
        XCTAssertEqual(button.titleLabel?.text, "Down")
        let downPixel = pixel(down, corner, scale: 2)
        XCTAssertLessThan(
            Int(downPixel.blue), Int(normalPixel.blue) - 20, "filled background darkens while highlighted (light mode)")

        _ = window.sendTouch(at: CGPoint(x: 120, y: 125), phase: .ended)
        window.runTurn()
        XCTAssertEqual(seen.last?.highlighted, false)
        XCTAssertEqual(button.titleLabel?.text, "Tap")
        let count = seen.count
        button.isEnabled = false
        window.runTurn()
        XCTAssertEqual(seen.count, count + 1)
        XCTAssertEqual(seen.last?.enabled, false)
    }

    func testSystemButtonDimsItsTitleWhileTouched() async throws {
        let window = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        host(button, in: window)
        _ = window.sendTouch(at: CGPoint(x: 120, y: 125), phase: .began)
        XCTAssertEqual(button.titleLabel?.alpha, UIButton.highlightedContentAlpha)
        _ = window.sendTouch(at: CGPoint(x: 120, y: 125), phase: .ended)
        XCTAssertEqual(button.titleLabel?.alpha, 1)
    }

    func testSubclassesKeepInitTypeAndChangesSelection() async {
        let badge = BadgeButton(type: .system)
        XCTAssertTrue(badge.badgeInitCalled, "init(type:) goes through the subclass's init(frame:)")
        XCTAssertEqual(badge.buttonType, .system)
        XCTAssertEqual(BadgeButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton(configuration: .plain()).buttonType, .plain)

        let window = makeWindow()
        let toggle = UIButton(type: .system)
        toggle.changesSelectionAsPrimaryAction = true
        host(toggle, in: window)
        _ = window.tap(at: CGPoint(x: 120, y: 125))
        XCTAssertTrue(toggle.isSelected)
        _ = window.tap(at: CGPoint(x: 120, y: 125))
        XCTAssertFalse(toggle.isSelected)
    }

    func testUpdateConfigurationOverrideAndSetNeedsUpdate() async {
        final class Counting: UIButton {
            var updates = 0
            override func updateConfiguration() { updates += 1; super.updateConfiguration() }
        }
        let button = Counting(configuration: .gray())
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let first = button.updates
        XCTAssertGreaterThanOrEqual(first, 1)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(button.updates, first + 1)
        button.isSelected = true
        button.layoutIfNeeded()
        XCTAssertEqual(button.updates, first + 2)
    }
}
