@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// `CADisplayLink` calls its target by selector once per display frame of the media clock.
final class CADisplayLinkTests: MediaClockTestCase {
    /// A target as the source bridge makes it: `@objc func step(_ link: CADisplayLink)` plus the
    /// dispatch table generated for `#selector(step(_:))`.
    final class Ticker: SelectorDispatching {
        var ticks: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        var clockTimes: [CFTimeInterval] = []
        var links: [CADisplayLink] = []
        func step(_ link: CADisplayLink) {
            ticks.append(link.timestamp)
            targets.append(link.targetTimestamp)
            clockTimes.append(CACurrentMediaTime())
            links.append(link)
        }
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "step:", let link = arguments.first as? CADisplayLink else { return .notFound }
            step(link)
            return .returned(nil)
        }
    }

    func testFiresOncePerFrameTheClockCrossesWithMediaTimestamps() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        XCTAssertEqual(link.timestamp, 0)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9)
        clock.advanceFrames(3)
        XCTAssertTrue(ticker.ticks.isEmpty, "nothing before add(to:forMode:)")
        link.add(to: .main, forMode: .common)
        RunLoop.main.runUntil(Date(timeIntervalSinceNow: 0.1))
        XCTAssertTrue(ticker.ticks.isEmpty, "real time passing does not fire it: the clock did not move")
        clock.advanceFrames(10)
        XCTAssertEqual(ticker.ticks.count, 10)
        for (index, tick) in ticker.ticks.enumerated() {
            XCTAssertEqual(tick, Double(4 + index) / 60, accuracy: 1e-9, "frames 4…13")
            XCTAssertEqual(ticker.targets[index] - tick, 1.0 / 60, accuracy: 1e-9)
            XCTAssertEqual(
                ticker.clockTimes[index], tick, accuracy: 1e-9, "the clock stands at the frame being prepared")
        }
        XCTAssertTrue(ticker.links.allSatisfy { $0 === link })
        clock.set(to: 1)  // from frame 13 to frame 60
        XCTAssertEqual(ticker.ticks.count, 57)
        XCTAssertEqual(ticker.ticks.last!, 1, accuracy: 1e-9)
        clock.advance(by: 0.005)
        XCTAssertEqual(ticker.ticks.count, 57, "no frame crossed")
        link.isPaused = true
        clock.advanceFrames(5)
        XCTAssertEqual(ticker.ticks.count, 57, "a paused link does not call")
        link.isPaused = false
        clock.advanceFrames(2)
        XCTAssertEqual(ticker.ticks.count, 59)
        link.invalidate()
        clock.advanceFrames(5)
        XCTAssertEqual(ticker.ticks.count, 59, "an invalidated link never fires again")
    }

    func testA30HertzLinkFiresOnEveryOtherFrame() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .default)
        for _ in 0..<12 { clock.advanceFrames(1) }
        XCTAssertEqual(ticker.ticks.count, 6)
        XCTAssertEqual(ticker.ticks.map { ($0 * 60).rounded() }, [2, 4, 6, 8, 10, 12])
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 1.0 / 30, accuracy: 1e-9)
        clock.advanceFrames(30)  // one step of 30 frames: 15 calls
        XCTAssertEqual(ticker.ticks.count, 21)
        link.preferredFramesPerSecond = 10
        link.preferredFrameRateRange = .default
        clock.advanceFrames(60)
        XCTAssertEqual(ticker.ticks.count, 31, "10 per second")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 120, preferred: 120)
        XCTAssertEqual(link.frameInterval, 1, "a preference above 60 Hz is clamped to the display")
        link.invalidate()
    }

    func testTheRunLoopRetainsTheLinkAndTheLinkItsTargetUntilInvalidated() {
        weak var weakTicker: Ticker?
        weak var weakLink: CADisplayLink?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            let link = CADisplayLink(target: ticker, selector: Selector("step:"))
            link.add(to: .main, forMode: .common)
            weakLink = link
        }
        XCTAssertNotNil(weakLink, "an added link is kept, as a run loop keeps it")
        XCTAssertNotNil(weakTicker, "retained, as on iOS")
        clock.advanceFrames(2)
        XCTAssertEqual(weakTicker?.ticks.count, 2)
        weakLink?.invalidate()
        clock.advanceFrames(1)
        XCTAssertNil(weakTicker)
        XCTAssertNil(weakLink)
    }

    func testAnUnknownSelectorInvalidatesTheLinkInsteadOfCrashing() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("missing:"))
        link.add(to: .main, forMode: .common)
        clock.advanceFrames(1)
        XCTAssertTrue(ticker.ticks.isEmpty)
        XCTAssertEqual(link.timestamp, 1.0 / 60, accuracy: 1e-9, "it fired once")
        clock.advanceFrames(3)
        XCTAssertEqual(link.timestamp, 1.0 / 60, accuracy: 1e-9, "then stopped")
    }

    /// A link's callback runs before the animations due at its frame are judged: an animation
    /// added from frame 1's callback is drawn from frame 1.
    func testCallbacksComeBeforeTheFrame() {
        final class Adder: SelectorDispatching {
            let layer = CALayer()
            var added = false
            func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
                if !added {
                    added = true
                    let fade = CABasicAnimation(keyPath: "opacity")
                    (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
                    layer.add(fade, forKey: "fade")
                }
                return .returned(nil)
            }
        }
        let adder = Adder()
        let link = CADisplayLink(target: adder, selector: Selector("tick:"))
        link.add(to: .main, forMode: .common)
        clock.advanceFrames(31)
        XCTAssertEqual(
            Double(adder.layer.presentation()!.opacity), 0.5, accuracy: 1e-6, "begun at frame 1 (1/60 s), 30 frames ago"
        )
        link.invalidate()
    }
}
