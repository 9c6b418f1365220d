import Foundation
import UIKit
import XCTest

/// Auto Layout applies a solved rectangle as UIKit does: its size to `bounds`, its midpoint to
/// `center` (the layer's `position`) — so a view whose layer has another `anchorPoint` is placed
/// with that anchor at the midpoint, the idiom a circle menu rotates its buttons about.
@MainActor
final class AutoLayoutCenterAndBoundsTests: XCTestCase {
    func testAViewWithABottomAnchorPoint_hasItsPositionAtTheSolvedMidpoint() async throws {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let arm = constrained(UIView(), in: container)
        arm.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        NSLayoutConstraint.activate([
            arm.widthAnchor.constraint(equalToConstant: 20), arm.heightAnchor.constraint(equalToConstant: 80),
            arm.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            arm.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(arm.center, CGPoint(x: 100, y: 100))
        XCTAssertEqual(arm.bounds.size, CGSize(width: 20, height: 80))
        // The layer hangs from its anchor: its bottom edge at the midpoint, as on iOS.
        XCTAssertEqual(arm.frame, CGRect(x: 90, y: 20, width: 20, height: 80))
    }

    func testATransformedView_keepsItsTransformAboutTheSolvedCenter() async throws {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = constrained(UIView(), in: container)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.bounds.size, CGSize(width: 100, height: 60), "the constraints' size, untransformed")
        XCTAssertEqual(card.center, CGPoint(x: 70, y: 70))
        XCTAssertEqual(card.frame, CGRect(x: 45, y: 55, width: 50, height: 30), "scaled about the center")
    }
}
