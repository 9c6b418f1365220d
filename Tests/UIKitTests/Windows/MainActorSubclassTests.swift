import UIKit
import XCTest

/// Code written for iOS 17+ annotates its UIKit subclasses `@MainActor` and overrides UIKit's
/// methods; that compiles because UIKit's responders are main-actor classes, as on iOS. (The test
/// class is `@MainActor` and its test method `async`: corelibs XCTest can run only the `async`
/// methods of a main-actor test class.)
@MainActor
final class MainActorSubclassTests: XCTestCase {
    @MainActor
    final class Meter: UIView {
        private var levels: [CGFloat] = []
        private(set) var layouts = 0

        private func relayout() { layouts += 1 }

        func push(_ level: CGFloat) {
            levels.append(level)
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            relayout()
        }

        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * (levels.last ?? 0), height: bounds.height))
                .fill()
        }
    }

    final class Swipe: UIPanGestureRecognizer {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            began += 1
        }
    }

    func testAMainActorSubclassOverridesAndCallsItsOwnMembers() async {
        checkMeter()
    }

    private func checkMeter() {
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        meter.isOpaque = false  // an opaque draw(_:) view without a background draws on black, as on iOS
        meter.push(0.5)
        meter.layoutIfNeeded()
        XCTAssertEqual(meter.layouts, 1)
        let window = makeWindow()
        window.addSubview(meter)
        let cgImage = try! renderTurn(window, view: meter, scale: 1)
        XCTAssertEqual(
            pixel(cgImage, CGPoint(x: 5, y: 5), scale: 1).red, 255, "draw(_:) of the main-actor subclass ran")
        XCTAssertEqual(pixel(cgImage, CGPoint(x: 15, y: 5), scale: 1).alpha, 0, "half the width only")
        XCTAssertEqual(Swipe().began, 0)
    }
}
