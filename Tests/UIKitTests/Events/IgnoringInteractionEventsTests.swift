import UIKit
import XCTest

/// `UIApplication.beginIgnoringInteractionEvents()`: touches between the begin and end calls are
/// discarded, and the calls nest.
@MainActor
final class IgnoringInteractionEventsTests: XCTestCase {
    func testTouchesAreDiscardedUntilEveryBeginIsEnded() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        final class Counter { var taps = 0 }
        let counter = Counter()
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.isHidden = false
        let app = UIApplication.shared
        defer { while app.isIgnoringInteractionEvents { app.endIgnoringInteractionEvents() } }

        window.tap(at: CGPoint(x: 100, y: 70))
        XCTAssertEqual(counter.taps, 1)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        XCTAssertTrue(app.isIgnoringInteractionEvents)
        XCTAssertEqual(window.tap(at: CGPoint(x: 100, y: 70)), [])
        app.endIgnoringInteractionEvents()
        window.tap(at: CGPoint(x: 100, y: 70))
        XCTAssertEqual(counter.taps, 1, "still ignoring: one begin is not ended")
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()  // unbalanced: no effect
        XCTAssertFalse(app.isIgnoringInteractionEvents)
        window.tap(at: CGPoint(x: 100, y: 70))
        XCTAssertEqual(counter.taps, 2)
    }
}
