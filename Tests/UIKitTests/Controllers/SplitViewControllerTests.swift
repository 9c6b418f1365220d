import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `UISplitViewController` collapsed, as on iPhone: the classic interface collapses the secondary
/// onto a primary navigation controller unless the delegate discards it; the column style wraps
/// columns in navigation controllers and shows the secondary on top unless the delegate picks the
/// primary; `show`/`showDetailViewController` push on the primary.
@MainActor
final class SplitViewControllerTests: MediaClockTestCase {
    final class Discarding: UISplitViewControllerDelegate {
        var asked = 0
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            asked += 1
            return true
        }
    }

    final class PrimaryOnTop: UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        )
            -> UISplitViewController.Column
        { .primary }
    }

    private func coloured(_ title: String, _ colour: UIColor) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = colour
        return vc
    }

    func test_classic_collapsesTheSecondaryOntoAPrimaryNavigationController_byDefault() async throws {
        let master = coloured("Mail", .systemBlue), detail = coloured("Message", .systemGreen)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master), detail]
        let stage = makeStage(showing: split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.style, .unspecified)
        XCTAssertEqual(split.viewControllers.count, 1, "collapsed: only the primary")
        let navigation = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === detail, "the secondary is pushed on the primary")
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        let back = try XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
        XCTAssertEqual(back.title(for: .normal), "Mail", "the back button to the primary")
        let image = try stage.render(scale: 1)
        XCTAssertEqual(image.pixel(x: 196, y: 500).green, 199, "the secondary (systemGreen) fills the screen")
    }

    func test_classic_delegateDiscardingTheSecondary_showsThePrimary_thenShowDetailPushes() async throws {
        let master = coloured("Mail", .systemBlue), detail = coloured("Message", .systemGreen)
        let delegate = Discarding()
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [UINavigationController(rootViewController: master), detail]
        let stage = makeStage(showing: split)
        XCTAssertEqual(delegate.asked, 1)
        let navigation = try XCTUnwrap(master.navigationController)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        var image = try stage.render(scale: 1)
        XCTAssertEqual(image.pixel(x: 196, y: 500).blue, 255, "the primary (systemBlue 0,122,255) fills the screen")
        let next = coloured("Next", .systemGreen)
        master.showDetailViewController(next, sender: nil)
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertTrue(navigation.topViewController === next, "showDetailViewController pushes on the primary")
        image = try stage.render(scale: 1)
        XCTAssertEqual(image.pixel(x: 196, y: 500).green, 199)
    }

    func test_columnStyle_wrapsColumnsInNavigationControllers_andShowsTheSecondaryOnTopByDefault() async throws {
        let primary = coloured("Folders", .systemBlue), secondary = coloured("Note", .systemGreen)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        _ = makeStage(showing: split)
        XCTAssertTrue(split.viewController(for: .primary) === primary, "the controller set, not its wrapper")
        XCTAssertTrue(split.viewController(for: .secondary) === secondary)
        XCTAssertNil(split.viewController(for: .supplementary))
        let navigation = try XCTUnwrap(primary.navigationController)
        XCTAssertTrue(navigation.parent === split)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === secondary)
    }

    func test_columnStyle_delegateChoosingThePrimary_showsIt_andShowSecondaryPushes() async throws {
        let primary = coloured("Folders", .systemBlue), secondary = coloured("Note", .systemGreen)
        let delegate = PrimaryOnTop()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let stage = makeStage(showing: split)
        let navigation = try XCTUnwrap(primary.navigationController)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        split.show(.secondary)
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertTrue(navigation.topViewController === secondary)
        split.show(.primary)
        clock.set(to: 2)
        stage.runTurn()
        XCTAssertTrue(navigation.topViewController === primary)
    }

    func test_columnStyle_compactColumn_isShownWhenSet() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(coloured("Folders", .systemBlue), for: .primary)
        let compact = coloured("Phone", .systemGreen)
        split.setViewController(compact, for: .compact)
        _ = makeStage(showing: split)
        XCTAssertTrue(compact.navigationController?.parent === split)
        XCTAssertTrue(split.viewController(for: .compact) === compact)
    }

    func test_misuse_isReportedOnOneLine() async throws {
        let classic = UISplitViewController()
        classic.setViewController(UIViewController(), for: .primary)
        XCTAssertTrue(UIView.recentDiagnostics.last?.message.contains("init(style:)") == true)
        let double = UISplitViewController(style: .doubleColumn)
        double.setViewController(UIViewController(), for: .supplementary)
        XCTAssertTrue(UIView.recentDiagnostics.last?.message.contains("no supplementary column") == true)
        XCTAssertEqual(double.preferredDisplayMode, .automatic)
        double.preferredDisplayMode = .oneBesideSecondary
        XCTAssertEqual(double.preferredDisplayMode, .oneBesideSecondary)
    }
}
