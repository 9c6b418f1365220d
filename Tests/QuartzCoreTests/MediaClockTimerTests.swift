@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `Timer`s on a media clock that runs them (the shell's, an export's): they fire when the clock
/// passes their fire dates, in order, with repeats and `invalidate()` as Foundation's, and the
/// views they change are drawn so.
@MainActor
final class MediaClockTimerTests: MediaClockTestCase {
    /// A target as the source bridge makes it: `@objc func tick(_ timer: Timer)` plus the dispatch
    /// table generated for `#selector(tick(_:))`; it turns its view blue and red in turn.
    @MainActor
    final class Blinker: @preconcurrency SelectorDispatching {
        let view: UIView
        var times: [CFTimeInterval] = []
        init(_ view: UIView) { self.view = view }
        func tick(_ timer: Timer) {
            times.append(CACurrentMediaTime())
            view.backgroundColor = times.count % 2 == 1 ? .blue : .red
        }
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "tick:", let timer = arguments.first as? Timer else { return .notFound }
            tick(timer)
            return .returned(nil)
        }
    }

    /// Fire times written from a timer's block (on the main thread: the clock's caller).
    final class Log: @unchecked Sendable {
        var entries: [String] = []
        var times: [CFTimeInterval] = []
    }

    /// Apple, `asyncAfter(deadline:execute:)`: the block runs once its deadline has passed — on a
    /// clock that runs timers, when the clock passes it; a cancelled work item never runs; a block
    /// queued with `async` inside runs at that moment (the clock runs the main queue there).
    /// Synchronous and nonisolated: an `async` test is itself a job of the main queue, which the
    /// clock could not run inside it.
    nonisolated func testMainQueueAsyncAfterRunsWhenTheClockPassesItsDeadline() {
        MainActor.assumeIsolated {
            let clock = CAMediaClock(time: 1)
            clock.runsTimers = true
            CAMediaClock.withCurrent(clock) {
                let log = Log()
                DispatchQueue.main.viewlabAsyncAfter(deadline: .now() + 0.3) {
                    log.times.append(CACurrentMediaTime())
                    DispatchQueue.main.async { log.entries.append("async at \(CACurrentMediaTime())") }
                }
                let cancelled = DispatchWorkItem { log.entries.append("cancelled ran") }
                DispatchQueue.main.viewlabAsyncAfter(deadline: .now() + 0.2, execute: cancelled)
                cancelled.cancel()
                clock.set(to: 1.29)
                XCTAssertEqual(log.times, [], "not before 1.3 s")
                clock.set(to: 1.5)
                XCTAssertEqual(log.times, [1.3])
                XCTAssertEqual(log.entries, ["async at 1.3"], "the async block ran at 1.3 s, the cancelled item never")
            }
        }
    }

    func testABlockTimerFiresAtItsFireDatesAsTheClockPassesThem() async {
        clock.runsTimers = true
        clock.set(to: 0.1)
        let log = Log()
        let timer = Timer.viewlabScheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            log.times.append(CACurrentMediaTime())
            if log.times.count == 5 { timer.invalidate() }
        }
        let once = Timer.viewlabScheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            log.entries.append("once at \(CACurrentMediaTime())")
        }
        RunLoop.main.runUntil(Date(timeIntervalSinceNow: 0.4))
        XCTAssertEqual(log.times, [], "real time passing fires nothing: the clock did not move")
        clock.advanceFrames(14)  // 0.1 → 0.333: the first fire date (0.35) is not reached
        XCTAssertEqual(log.times, [])
        XCTAssertEqual(log.entries, [], "0.4 is not reached either")
        clock.advanceFrames(46)  // → 1.1
        XCTAssertEqual(log.times.count, 4, "0.35, 0.6, 0.85 and 1.1")
        for (k, time) in log.times.enumerated() {
            XCTAssertEqual(
                time, 0.1 + 0.25 * Double(k + 1), accuracy: 1e-9, "the clock stands at fire date \(k + 1) in the block")
        }
        XCTAssertEqual(log.entries.count, 1)
        XCTAssertTrue(log.entries[0].hasPrefix("once at 0.4"), "\(log.entries)")
        XCTAssertFalse(once.isValid, "a non-repeating timer is invalidated once it fired")
        clock.set(to: 10)
        XCTAssertEqual(log.times.count, 5, "invalidated by its block at the fifth firing")
        XCTAssertFalse(timer.isValid)
        clock.set(to: 0)
        clock.set(to: 20)
        XCTAssertEqual(log.times.count, 5)
    }

    /// A scheduled timer added to the run loop again for the common modes (a countdown label's
    /// idiom) fires once per fire date, and the clock moves on past it.
    func testATimerAddedAgainForTheCommonModesFiresOncePerFireDate() async {
        clock.runsTimers = true
        clock.set(to: 0)
        let log = Log()
        let timer = Timer.viewlabScheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            log.times.append(CACurrentMediaTime())
        }
        RunLoop.main.viewlabAdd(timer, forMode: .common)
        clock.set(to: 3.5)
        XCTAssertEqual(log.times, [1, 2, 3])
        timer.invalidate()
    }

    func testASelectorTimerRedrawsItsViewAtTheClocksTime() async throws {
        clock.runsTimers = true
        let (stage, view) = try stagedView()
        let blinker = Blinker(view)
        let timer = Timer.scheduledTimer(
            timeInterval: 0.5, target: blinker, selector: Selector("tick:"), userInfo: nil, repeats: true)
        func colorAt(_ time: CFTimeInterval) throws -> UIColor {
            clock.set(to: time)
            stage.runTurn()
            let pixel = try stage.render(scale: 1).pixel(x: 10, y: 10)
            return UIColor(
                red: CGFloat(pixel.red) / 255, green: CGFloat(pixel.green) / 255, blue: CGFloat(pixel.blue) / 255,
                alpha: 1)
        }
        XCTAssertEqual(try colorAt(0.49), .red)
        XCTAssertEqual(try colorAt(0.5), .blue, "first firing at 0.5 s")
        XCTAssertEqual(try colorAt(0.99), .blue)
        XCTAssertEqual(try colorAt(1.0), .red)
        XCTAssertEqual(try colorAt(2.75), .blue, "1.5 blue, 2.0 red, 2.5 blue")
        XCTAssertEqual(blinker.times.count, 5)
        for (k, time) in blinker.times.enumerated() { XCTAssertEqual(time, 0.5 * Double(k + 1), accuracy: 1e-9) }
        timer.invalidate()
        XCTAssertEqual(try colorAt(5), .blue, "invalidated: no more firings (the tenth, at 5 s, would turn it red)")
        XCTAssertEqual(blinker.times.count, 5)
    }

    func testTimersAndDisplayLinksFireInTimeOrderAndAnimationsBeginAtTheFireDate() async throws {
        clock.runsTimers = true
        final class Frames: SelectorDispatching, @unchecked Sendable {
            var log: [String] = []
            func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
                log.append(String(format: "frame %.4f", CACurrentMediaTime()))
                return .returned(nil)
            }
        }
        let frames = Frames()
        let link = CADisplayLink(target: frames, selector: Selector("step:"))
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        nonisolated(unsafe) let layer = CALayer()  // the timers fire on this thread, inside clock.set
        let log = Log()
        Timer.viewlabScheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            frames.log.append(String(format: "timer %.4f", CACurrentMediaTime()))
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
            layer.add(fade, forKey: "fade")
            log.times.append(layer.animation(forKey: "fade")?.beginTime ?? -1)
        }
        Timer.viewlabScheduledTimer(withTimeInterval: 0.125, repeats: false) { _ in
            frames.log.append(String(format: "timer %.4f", CACurrentMediaTime()))
        }
        clock.set(to: 0.2)
        XCTAssertEqual(
            frames.log,
            ["frame 0.0500", "timer 0.1000", "frame 0.1000", "timer 0.1250", "frame 0.1500", "frame 0.2000"],
            "a timer due at a display frame fires before the frame's links")
        XCTAssertEqual(log.times, [0.1], "an animation added in the callback begins at the fire date")
        link.invalidate()
    }

    func testAClockThatDoesNotRunTimersLeavesThemToTheRunLoop() async {
        XCTAssertFalse(clock.runsTimers, "a clock no host drives")
        let log = Log()
        let timer = Timer.viewlabScheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            log.entries.append("fired")
        }
        clock.set(to: 5)
        XCTAssertEqual(log.entries, [], "the media clock does not fire it")
        RunLoop.main.runUntil(Date(timeIntervalSinceNow: 0.2))
        XCTAssertEqual(log.entries, ["fired"], "the run loop does, in real time")
        XCTAssertFalse(timer.isValid)
    }
}
