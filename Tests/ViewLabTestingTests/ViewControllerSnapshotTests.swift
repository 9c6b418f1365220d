import UIKit
@testable import ViewLabTesting
import XCTest

/// A view controller is shown as a child of the stage's root controller, with the strategy's traits.
@MainActor
final class ViewControllerSnapshotTests: XCTestCase {
    final class GreetingController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let badge = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 50))
            badge.backgroundColor = .systemYellow
            view.addSubview(badge)
        }
    }

    func test_viewController_fillsTheScreen_withTheStrategysTraits_andLeavesTheStageAfter() async throws {
        let folder = try SnapshotFolder()
        let controller = GreetingController()
        let dark = Snapshotting.image(traits: UITraitCollection(userInterfaceStyle: .dark))
        _ = folder.verify(.viewController(controller), as: dark, named: "greeting")
        XCTAssertNil(controller.parent)
        XCTAssertNil(controller.view.superview)
        let image = try folder.image(folder.references.appendingPathComponent("test_card.greeting.png"))
        XCTAssertEqual([image.width, image.height], [1179, 2556])
        XCTAssertEqual(image.rgba(5, 5), [0, 0, 0, 255], "systemBackground, dark")
        XCTAssertEqual(image.rgba(150, 375), [255, 214, 10, 255], "systemYellow, dark")
        XCTAssertEqual(folder.verify(.viewController(controller), as: dark, named: "greeting").count, 0)
    }
}
