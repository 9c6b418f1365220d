import StoreKit
import UIKit
import XCTest

/// A rating helper's request for a review, made when its conditions are met: the request is
/// accepted and, with no App Store to decide otherwise, leaves the screen as it was (nothing
/// presented over the app's controller, no window added) — a refusal iOS itself may give.
@MainActor
final class SKStoreReviewControllerTests: XCTestCase {
    func testARequestedReviewPresentsNothingOverTheApp() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        let subviews = window.subviews.count
        SKStoreReviewController.requestReview()
        if let scene = window.windowScene {
            // Other tests' windows may share the host screen's scene: what counts is that none is added.
            let shown = scene.windows.filter { !$0.isHidden }.count
            SKStoreReviewController.requestReview(in: scene)
            XCTAssertEqual(scene.windows.filter { !$0.isHidden }.count, shown, "no prompt window")
        }
        window.layoutIfNeeded()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.subviews.count, subviews)
    }
}
