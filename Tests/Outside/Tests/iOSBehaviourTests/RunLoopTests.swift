import UIKit
import XCTest

/// The main run loop drives UIKit.
///
/// Rules: setting a window's `isHidden` to false makes it visible (Apple, UIWindow: "makeKeyAndVisible()
/// … is a convenience … you can also show a window by setting isHidden to false"); Core Animation
/// commits the implicit transaction — layout, then display — from an observer of the main run loop,
/// before it waits (Apple, "Core Animation Programming Guide: Transactions": "Core Animation creates
/// implicit transactions … and commits them on the next iteration of the run loop"). So code that
/// waits with `RunLoop.main.run(until:)` sees its views laid out and drawn.
final class RunLoopTests: XCTestCase {
    final class Probe: UIView {
        var layouts = 0
        var draws = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIRectFill(bounds)
        }
    }

    func test_runLoopTurn_laysOutAndDrawsAVisibleWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(probe)
        window.isHidden = false
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(probe.layouts, 1)
        XCTAssertEqual(probe.draws, 1)
        probe.setNeedsDisplay()
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(probe.draws, 2)
        _ = window
    }

    func test_hiddenWindow_isNotDrawn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(probe)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(probe.draws, 0, "a window is hidden until shown")
        _ = window
    }

    func test_asyncOnMainQueue_runsBeforeTheCommit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        DispatchQueue.main.async { window.addSubview(probe) }
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(probe.draws, 1)
    }
}
