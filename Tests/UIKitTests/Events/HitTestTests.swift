import UIKit
import XCTest

@MainActor
final class HitTestTests: XCTestCase {
    private func scene() -> (UIWindow, UIView, UIView) {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        window.addSubview(parent)
        parent.addSubview(child)
        return (window, parent, child)
    }

    func testDeepestViewContainingThePointWins() async {
        let (window, parent, child) = scene()
        XCTAssertTrue(window.hitTest(CGPoint(x: 115, y: 115), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === parent)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
        XCTAssertEqual(window.hitTestPath(CGPoint(x: 115, y: 115)).count, 3)
        XCTAssertEqual(UIWindow.describePath(window.hitTestPath(CGPoint(x: 115, y: 115))), "UIWindow › UIView › UIView")
    }

    func testHiddenTransparentAndDisabledViewsAreSkipped() async {
        let (window, parent, child) = scene()
        let p = CGPoint(x: 115, y: 115)
        child.isHidden = true
        XCTAssertTrue(window.hitTest(p, with: nil) === parent)
        child.isHidden = false
        child.alpha = 0.005
        XCTAssertTrue(window.hitTest(p, with: nil) === parent)
        child.alpha = 0.01
        XCTAssertTrue(window.hitTest(p, with: nil) === child)
        child.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p, with: nil) === parent)
        parent.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
    }

    func testSubviewOutsideParentBoundsIsNotHitUnlessParentSaysSo() async {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -100, dy: -100).contains(point)
            }
        }
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let sticking = UIView(frame: CGRect(x: 60, y: 0, width: 30, height: 30))
        window.addSubview(parent); parent.addSubview(sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 170, y: 110), with: nil) === window)
        let generous = Generous(frame: parent.frame)
        parent.removeFromSuperview()
        window.addSubview(generous); generous.addSubview(sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 170, y: 110), with: nil) === sticking)
    }

    func testOverlappingSiblingsFrontMostWins() async {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back); window.addSubview(front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        window.bringSubviewToFront(back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    func testTransformsAreRespected() async {
        let window = makeWindow()
        let bar = UIView(frame: CGRect(x: 100, y: 195, width: 200, height: 10))  // centre (200, 200)
        window.addSubview(bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 130), with: nil) === window)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 130), with: nil) === bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 130, y: 200), with: nil) === window)
        bar.transform = CGAffineTransform(scaleX: 0.5, y: 1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 200), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 200), with: nil) === bar)
    }
}

/// The pointer's region phases (iOS 13.4) exist with Apple's values, so a switch over every phase
/// compiles (a link label's touch handling lists them); ViewLab's touches never take them.
final class TouchPhaseTests: XCTestCase {
    func testThePhasesHaveApplesValues() {
        let phases: [UITouch.Phase] = [
            .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited,
        ]
        XCTAssertEqual(phases.map(\.rawValue), Array(0...7))
        func isDown(_ phase: UITouch.Phase) -> Bool {
            switch phase {
            case .began, .moved, .stationary: return true
            case .ended, .cancelled, .regionEntered, .regionMoved, .regionExited: return false
            }
        }
        XCTAssertEqual(phases.filter(isDown).count, 3)
    }
}
