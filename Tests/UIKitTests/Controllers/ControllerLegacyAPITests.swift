import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// Deprecated controller members that drawer and panel components (Pulley) still call, which
/// compile on iOS 17: `automaticallyAdjustsScrollViewInsets` (iOS 7–11) and the transition
/// coordinator's interaction notifications (never called: no transition is interactive).
@MainActor
final class ControllerLegacyAPITests: MediaClockTestCase {
    func test_automaticallyAdjustsScrollViewInsets_defaultsToTrue_andKeepsItsValue() {
        let controller = UIViewController()
        XCTAssertTrue(controller.automaticallyAdjustsScrollViewInsets, "Apple: the default value is true")
        controller.automaticallyAdjustsScrollViewInsets = false
        XCTAssertFalse(controller.automaticallyAdjustsScrollViewInsets)
    }

    func test_interactionNotifications_ofANonInteractivePush_areNeverCalled_butTheCompletionIs() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let stage = makeStage(showing: navigation)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        let coordinator = try XCTUnwrap(detail.transitionCoordinator)
        var events: [String] = []
        coordinator.notifyWhenInteractionChanges { _ in events.append("changes") }
        coordinator.notifyWhenInteractionEnds { _ in events.append("ends") }
        coordinator.animate(alongsideTransition: nil) { context in
            events.append("completion interactive \(context.isInteractive)")
        }
        stage.runTurn()
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertEqual(events, ["completion interactive false"])
    }
}
