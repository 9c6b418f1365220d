@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import QuartzCore
import UIKit
@_spi(ViewLab) import TestSupport
@testable import ViewLabShell
import XCTest

/// `:time` and `:step` move the media clock; what the shell shows is the presentation tree then.
@MainActor
final class TimeCommandTests: MediaClockTestCase {

    func testTimeAndStepMoveTheClockAndTheFrame() async throws {
        let shell = ShellHarness()
        let box = shell.addFadingBox(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(shell.output(":time"), "t = 0.000 s (frame 0)\n")
        XCTAssertEqual(shell.output(":time 0.5"), "t = 0.500 s (frame 30)\n")
        func alpha() throws -> Double {
            Double(try shell.shell.render(box, scale: 1).pixel(x: 10, y: 10).alpha)
        }
        XCTAssertEqual(try alpha(), 255 * 0.5, accuracy: 1.5, "the presentation at 0.5 s")
        XCTAssertEqual(shell.output(":step 15"), "t = 0.750 s (frame 45)\n")
        XCTAssertEqual(try alpha(), 255 * 0.75, accuracy: 1.5)
        XCTAssertEqual(shell.output(":step"), "t = 0.767 s (frame 46)\n")
        XCTAssertNotNil(box.layer.animation(forKey: "fade"))
        shell.run(":step 20")
        XCTAssertNil(box.layer.animation(forKey: "fade"), "removed when the clock passed its end")
        XCTAssertTrue(shell.error(":time soon").contains("expected a time in seconds"))
        XCTAssertTrue(shell.error(":step -1").contains("expected a positive number of frames"))
    }

    /// A standalone layer already on screen animates a change implicitly (as on iOS), and the clock
    /// does not move by itself: a picture taken then says so in one line, until the clock has run.
    func testAPictureWithAnimationsInFlightSaysSo() async throws {
        let shell = ShellHarness()
        shell.run("let ring = CAShapeLayer()")
        shell.run("ring.frame = CGRect(x: 10, y: 10, width: 40, height: 40)")
        shell.run("root.layer.addSublayer(ring)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewlab-note-\(UUID().uuidString).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertFalse(shell.output(":export \(path)").contains("animations in flight"), "nothing animates yet")
        shell.run("ring.opacity = 0.5")
        XCTAssertEqual(
            shell.output(":export \(path)").components(separatedBy: "\n").dropFirst().first,
            "  animations in flight, drawn at t = 0.000 s: :step N or :play SECONDS runs them (CATransaction.setDisableActions(true) applies a layer change at once)"
        )
        shell.run(":step 20")
        XCTAssertFalse(
            shell.output(":export \(path)").contains("animations in flight"),
            "the implicit animation ended after 0.25 s")
    }

    /// Frames of the whole screen are patched incrementally when nothing moved; a frame drawn with
    /// an animation is drawn whole, and so is the first one after it ends (no stale pixels where the
    /// presentation was).
    func testTheFrameAfterAnAnimationShowsTheModelEverywhere() async throws {
        let shell = ShellHarness()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        shell.stage.root.addSubview(box)
        _ = try shell.shell.render(shell.stage.root, scale: 1)  // a last frame to patch
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (45, 45, 1)
        box.layer.add(move, forKey: "move")
        func red(_ x: Int) throws -> Bool {
            let p = try shell.shell.render(shell.stage.root, scale: 1).pixel(x: x, y: 5)
            return p.red > 200 && p.green < 60
        }
        XCTAssertTrue(try red(45), "the presentation: at x 40…50")
        XCTAssertFalse(try red(5))
        shell.run(":step 90")
        XCTAssertTrue(try red(5), "the model again")
        XCTAssertFalse(try red(45), "nothing left where the presentation was")
    }

    /// A bar that grows from a display-link callback (as a counting label or an animated graph
    /// does): 100 points per second of media time since the link started.
    final class GrowingBar: UIView, @preconcurrency SelectorDispatching {
        var link: CADisplayLink?
        var start: CFTimeInterval?
        var width: CGFloat = 0
        func begin() {
            link = CADisplayLink(target: self, selector: Selector("tick:"))
            link?.add(to: .main, forMode: .common)
        }
        func tick(_ link: CADisplayLink) {
            let start = self.start ?? link.timestamp
            self.start = start
            width = CGFloat(link.timestamp - start) * 100
            setNeedsDisplay()
        }
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: width, height: bounds.height))
        }
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "tick:", let link = arguments.first as? CADisplayLink else { return .notFound }
            tick(link)
            return .returned(nil)
        }
    }

    func testStepAndPlayDriveADisplayLinkBeforeTheFrameIsDrawn() async throws {
        let shell = ShellHarness()
        let bar = GrowingBar(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
        bar.backgroundColor = .white
        shell.stage.root.addSubview(bar)
        bar.begin()
        func redUpTo() throws -> Int {
            let image = try shell.shell.render(bar, scale: 1)
            return (0..<120).last { image.pixel(x: $0, y: 5).green < 60 }.map { $0 + 1 } ?? 0
        }
        XCTAssertEqual(try redUpTo(), 0)
        shell.run(":step")  // the first frame starts the bar
        shell.run(":step 30")
        XCTAssertEqual(try redUpTo(), 50, "30 frames after the first: 0.5 s, 50 points, drawn in the frame shown")
        let began = Date()
        XCTAssertEqual(shell.output(":play 0.25"), "t = 0.767 s (frame 46)\n")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(began), 0.2, "in real time")
        XCTAssertEqual(try redUpTo(), 75)
        XCTAssertTrue(shell.error(":play 1 2").contains("usage: :play [SECONDS]"))
        XCTAssertTrue(shell.error(":play 100").contains("up to 60"))
        bar.link?.invalidate()
    }

    /// `:play` without SECONDS plays in the background: each input first moves the clock to where
    /// real time has got to, in whole frames; `:pause` stops it there; `:step` plays on from its frame.
    nonisolated func testPlayInTheBackgroundUntilPause() throws {
        // Synchronous (the clock follows real time while the thread sleeps), on the main thread as XCTest runs it.
        try MainActor.assumeIsolated {
            let shell = ShellHarness()
            func seconds(_ line: String) throws -> Double {
                let number = try XCTUnwrap(line.split(separator: " ").dropFirst(2).first, line)
                return try XCTUnwrap(Double(number), line)
            }
            XCTAssertTrue(shell.output(":play").hasPrefix("playing in real time from t = 0.000 s (frame 0)"))
            Thread.sleep(forTimeInterval: 0.3)
            let line = shell.output(":time")
            let later = try seconds(line)
            XCTAssertGreaterThanOrEqual(later, 0.28, "the clock followed real time while the prompt waited")
            XCTAssertLessThan(later, 10)
            // Whole frames: the printed time (3 decimals) is the printed frame's 1/60 s multiple.
            let frame = try XCTUnwrap(
                line.split(separator: "frame ").last.flatMap { Int($0.prefix { $0.isNumber }) }, line)
            XCTAssertEqual(Double(frame) / 60, later, accuracy: 0.0005, "whole frames: \(line)")
            Thread.sleep(forTimeInterval: 0.1)
            let paused = try seconds(shell.output(":pause"))
            XCTAssertGreaterThan(paused, later)
            Thread.sleep(forTimeInterval: 0.2)
            XCTAssertEqual(try seconds(shell.output(":time")), paused, "paused: real time no longer moves it")
            XCTAssertTrue(shell.error(":pause").contains("the clock is not playing"))
            _ = shell.output(":play")
            _ = shell.output(":time 5")
            Thread.sleep(forTimeInterval: 0.1)
            XCTAssertGreaterThan(try seconds(shell.output(":pause")), 5, "plays on from the time set")
        }
    }
}
