import Foundation
@testable import UIKit
import XCTest

/// A badge that sets its label's text from its model in `updateProperties()`, and records the
/// order of the update pass.
private final class BadgeView: UIView {
    var count = 0 { didSet { setNeedsUpdateProperties() } }
    let label = UILabel()
    var events: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func updateProperties() {
        super.updateProperties()
        events.append("updateProperties")
        label.text = "\(count)"
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layoutSubviews")
        label.frame = bounds
    }
}

private final class BadgeController: UIViewController {
    var events: [String] = []
    override func loadView() { view = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 40)) }
    override func updateProperties() {
        super.updateProperties()
        events.append("controller.updateProperties")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }
}

/// iOS 26's property update pass (`updateProperties()`, `setNeedsUpdateProperties()`,
/// `updatePropertiesIfNeeded()` on `UIView` and `UIViewController`): it runs before layout, in
/// the same update, and can run without it (Apple, WWDC25 "What's new in UIKit").
@MainActor
final class UpdatePropertiesTests: XCTestCase {
    /// A new view's first update runs before its first `layoutSubviews()`.
    func testANewViewUpdatesItsPropertiesBeforeItsFirstLayout() async {
        let window = makeWindow()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.addSubview(badge)
        window.runTurn()
        XCTAssertEqual(badge.events, ["updateProperties", "layoutSubviews"])
        XCTAssertEqual(badge.label.text, "0")
    }

    /// `setNeedsUpdateProperties()` runs `updateProperties()` in the next update without laying
    /// the view out; calls coalesce.
    func testMarkingRunsOnlyThePropertyUpdateOnce() async {
        let window = makeWindow()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.addSubview(badge)
        window.runTurn()
        badge.events = []
        badge.count = 3
        badge.count = 4
        XCTAssertEqual(badge.events, [], "not at once")
        window.runTurn()
        XCTAssertEqual(badge.events, ["updateProperties"])
        XCTAssertEqual(badge.label.text, "4")
        badge.count = 5
        badge.updatePropertiesIfNeeded()
        XCTAssertEqual(badge.label.text, "5", "updatePropertiesIfNeeded runs it now")
        badge.updatePropertiesIfNeeded()
        XCTAssertEqual(badge.events, ["updateProperties", "updateProperties"], "and only when owed")
    }

    /// The controller's `updateProperties()` comes with its view's, before
    /// `viewWillLayoutSubviews()`; `setNeedsUpdateProperties()` on the controller marks its view.
    func testAControllerUpdatesItsPropertiesBeforeLayout() async {
        let window = makeWindow()
        let controller = BadgeController()
        window.rootViewController = controller
        window.runTurn()
        let badge = controller.view as! BadgeView
        XCTAssertEqual(Array(controller.events.prefix(2)), ["controller.updateProperties", "viewWillLayoutSubviews"])
        XCTAssertEqual(badge.events.first, "updateProperties")
        controller.events = []
        controller.setNeedsUpdateProperties()
        window.runTurn()
        XCTAssertEqual(controller.events, ["controller.updateProperties"])
    }
}
