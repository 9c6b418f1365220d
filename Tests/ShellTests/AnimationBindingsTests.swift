@_spi(ViewLab) import QuartzCore
import UIKit
@testable import ViewLabShell
import XCTest

/// The shell's animation API: `UIView.animate` with `{ … }` closures, `presentation()`,
/// `CACurrentMediaTime()` and `advanceMediaClock` (what lesson 10's probes use).
@MainActor
final class AnimationBindingsTests: XCTestCase {
    override func setUp() { CAMediaClock.current = CAMediaClock() }
    override func tearDown() { CAMediaClock.current = CAMediaClock() }

    func testAnimateMovesThePresentationOnTheClockAndRunsTheCompletion() async {
        let shell = ShellHarness()
        _ = shell.run(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(v)
            var finished = false
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { done in finished = done })
            """)
        XCTAssertEqual(shell.output("v.alpha"), "0.0\n", "the model is final at once")
        XCTAssertEqual(shell.output("v.layer.presentation()!.opacity"), "1.0\n", "the screen has not moved yet")
        _ = shell.run("advanceMediaClock(0.5)")
        XCTAssertEqual(shell.output("CACurrentMediaTime()"), "0.5\n")
        XCTAssertEqual(
            shell.output("v.layer.presentation()!.opacity > 0.499 && v.layer.presentation()!.opacity < 0.501"),
            "true\n",
            "ease-in-out is half-way at half-time")
        XCTAssertEqual(shell.output("finished"), "false\n")
        _ = shell.run("advanceMediaClock(0.6)")
        XCTAssertEqual(shell.output("finished"), "true\n", "the completion ran when the animation ended on the clock")
        XCTAssertTrue(shell.error("advanceMediaClock(-1)").contains("expected a number of seconds (0 or more)"))
    }

    /// A shape layer's presentation has its animated `strokeEnd`.
    func testAShapeLayersPresentationHasItsStrokeEnd() async {
        let shell = ShellHarness()
        let ring = CAShapeLayer()
        shell.stage.root.layer.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        (fill.fromValue, fill.toValue, fill.duration) = (0, 1, 2)
        ring.add(fill, forKey: "fill")
        shell.shell.session.define("ring", type: .named("CAShapeLayer"), value: ring)
        _ = shell.run("advanceMediaClock(0.5)")
        XCTAssertEqual(shell.output("ring.presentation()!.strokeEnd"), "0.25\n")
        XCTAssertEqual(shell.output("ring.strokeEnd"), "1.0\n")
    }
}
