@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import UIKit
import XCTest

/// Members subclasses override on iOS are `open` here, and UIKit calls them where iOS does. This
/// module is not UIKit, so each `override` below is the cross-module check a library's subclass
/// makes; the assertions check UIKit calls the override.
@MainActor
final class OverridableMembersTests: XCTestCase {
    // MARK: Cells: updateConfiguration(using:)

    private final class ConfiguredCell: UITableViewCell {
        var log: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            log.append("update selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
        }
    }

    private final class ConfiguredItem: UICollectionViewCell {
        var log: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            log.append("update selected=\(state.isSelected)")
        }
    }

    /// Apple: the system calls `updateConfiguration(using:)` when the cell's state changes, and
    /// the `configurationUpdateHandler` after it.
    func testACellsUpdateConfigurationRunsOnStateChangesBeforeItsHandler() async {
        let cell = ConfiguredCell(style: .default, reuseIdentifier: nil)
        cell.configurationUpdateHandler = { cell, state in
            (cell as? ConfiguredCell)?.log.append("handler selected=\(state.isSelected)")
        }
        cell.log = []
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.log, ["update selected=true highlighted=false", "handler selected=true"])
        cell.log = []
        cell.isHighlighted = true
        XCTAssertEqual(cell.log.first, "update selected=true highlighted=true")

        let item = ConfiguredItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var handled: [Bool] = []
        item.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        XCTAssertEqual(handled, [false], "setting the handler asks for an update, as on iOS")
        item.log = []
        item.isSelected = true
        XCTAssertEqual(item.log, ["update selected=true"])
        XCTAssertEqual(handled, [false, true])
        item.isSelected = true
        XCTAssertEqual(item.log.count, 1, "no update when the state did not change")
    }

    // MARK: Windows: sendEvent(_:)

    private final class FilteringWindow: UIWindow {
        var seen: [UITouch.Phase] = []
        var swallows = false
        override func sendEvent(_ event: UIEvent) {
            seen += (event.allTouches ?? []).map(\.phase)
            if !swallows { super.sendEvent(event) }
        }
    }

    /// Every touch event passes through the window's `sendEvent(_:)`; an override that does not
    /// call `super` keeps the event from the views, as on iOS.
    func testAWindowsSendEventSeesEveryTouchAndCanKeepItFromTheViews() async {
        let window = FilteringWindow(screen: UIScreen(device: .iPhone15))
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.runTurn()
        window.tap(at: CGPoint(x: 160, y: 222))
        XCTAssertEqual(window.seen, [.began, .ended])
        XCTAssertEqual(taps, 1)
        window.swallows = true
        window.tap(at: CGPoint(x: 160, y: 222))
        XCTAssertEqual(window.seen.count, 4)
        XCTAssertEqual(taps, 1, "the swallowed tap never reached the button")
    }

    // MARK: Gesture recognizers: canPrevent / canBePrevented(by:)

    private final class Unpreventable: UITapGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// Apple: a recognizer that recognizes prevents another only when its `canPrevent(_:)` and the
    /// other's `canBePrevented(by:)` both agree (both default to true).
    func testARecognizerThatCannotBePreventedStillRecognizes() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(view)
        var fired: [String] = []
        let first = UITapGestureRecognizer { _ in fired.append("first") }
        let second = UITapGestureRecognizer { _ in fired.append("second") }
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["first"], "by default the first to recognize prevents the other")

        fired = []
        view.removeGestureRecognizer(second)
        view.addGestureRecognizer(Unpreventable { _ in fired.append("unpreventable") })
        window.tap(at: CGPoint(x: 50, y: 150))
        XCTAssertEqual(fired, ["first", "unpreventable"], "the second could not be prevented")
    }

    // MARK: Controllers

    private final class ConstraintController: UIViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            // A constraint-based hierarchy: UIKit runs the constraint pass only for one.
            let label = UILabel()
            label.text = "Constraints"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewLayoutMarginsDidChange() { log.append("margins") }
    }

    /// Apple: the controller's `updateViewConstraints()` runs in the constraint pass for its view
    /// (an override must call `super`, which updates the view's constraints), and
    /// `viewLayoutMarginsDidChange()` follows a change of the root view's margins.
    func testAControllerUpdatesItsViewsConstraintsAndHearsItsMargins() async {
        let controller = ConstraintController()
        let stage = makeStage(showing: controller)
        controller.log = []
        controller.view.setNeedsUpdateConstraints()
        stage.runTurn()
        XCTAssertEqual(controller.log, ["updateViewConstraints"])
        controller.log = []
        controller.view.layoutMargins = UIEdgeInsets(top: 3, left: 30, bottom: 3, right: 30)
        XCTAssertEqual(controller.log, ["margins"])
    }

    private final class TabsController: UITabBarController {
        var selectedTitles: [String?] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            selectedTitles.append(item.title)
            super.tabBar(tabBar, didSelect: item)
        }
    }

    /// A tab bar controller is its bar's delegate: a tap on a tab goes through its
    /// `tabBar(_:didSelect:)`, whose `super` selects the tab.
    func testATabBarControllerSubclassHearsTheTapAndSuperSelects() async {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = TabsController()
        tabs.viewControllers = [first, second]
        let window = makeWindow()
        window.rootViewController = tabs
        window.runTurn()
        XCTAssertTrue(tabs.tabBar.delegate === tabs)
        let bar = tabs.tabBar
        window.tap(at: bar.convert(CGPoint(x: bar.bounds.width * 0.75, y: 20), to: window))
        XCTAssertEqual(tabs.selectedTitles, ["Two"])
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    // MARK: Scroll views

    func testTouchesShouldCancelDefaultsToFalseForControlsOnly() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(scrollView.touchesShouldCancel(in: UIButton(type: .system)))
        XCTAssertTrue(scrollView.touchesShouldCancel(in: UIView()))
        XCTAssertTrue(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
    }
}
