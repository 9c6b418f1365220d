import UIKit
import XCTest

/// The recognizers UIKit has besides tap, long press and pan, driven by the window's one-finger
/// touches (`drag(from:to:steps:)`).
@MainActor
final class SwipeAndEdgePanTests: XCTestCase {
    private func scene(_ recognizer: UIGestureRecognizer) -> UIWindow {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return window
    }

    /// Apple: a swipe is discrete and recognized when the touch moves mostly in a permitted
    /// `direction` (default `.right`); a swipe the other way fails.
    func testSwipeIsRecognizedOnlyInItsPermittedDirection() async {
        var states: [UIGestureRecognizer.State] = []
        let swipe = UISwipeGestureRecognizer { states.append($0.state) }
        let window = scene(swipe)
        window.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 310), steps: 5)
        XCTAssertEqual(states, [.ended], "a quick 200 pt drag to the right")
        window.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 300), steps: 5)
        XCTAssertEqual(states, [.ended], "leftwards is not permitted by default")
        swipe.direction = [.left, .up]
        window.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 300), steps: 5)
        window.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 110, y: 300), steps: 5)
        XCTAssertEqual(states, [.ended, .ended, .ended])
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 120, y: 300), steps: 5)
        XCTAssertEqual(states.count, 3, "20 pt is no swipe")
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8, "Apple's raw values")
    }

    /// Apple: a screen-edge pan begins only when the drag starts near one of its `edges`.
    func testScreenEdgePanBeginsOnlyNearItsEdges() async {
        var states: [UIGestureRecognizer.State] = []
        let edge = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edge.edges = .left
        let window = scene(edge)
        window.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 300, y: 300), steps: 5)
        XCTAssertEqual(states, [], "the middle of the screen is no edge")
        window.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), steps: 5)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        let _: UIPanGestureRecognizer = edge  // Apple: a screen-edge pan is a pan (checked by the compiler)
    }

    /// Pinch and rotation need two fingers: one finger's drag fails them, and their values stay
    /// as set.
    func testPinchAndRotationNeedTwoFingers() async {
        var fired = 0
        let pinch = UIPinchGestureRecognizer { _ in fired += 1 },
            rotation = UIRotationGestureRecognizer { _ in fired += 1 }
        let window = scene(pinch)
        window.subviews[0].addGestureRecognizer(rotation)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 5)
        XCTAssertEqual(fired, 0)
        XCTAssertEqual(pinch.scale, 1)
        rotation.rotation = .pi
        XCTAssertEqual(rotation.rotation, .pi)
        XCTAssertEqual(pinch.velocity, 0)
    }
}
