@_spi(ViewLab) import QuartzCore
import XCTest

/// `CADisplayLink` calls its target by selector from the run loop it is added to.
final class CADisplayLinkTests: XCTestCase {
    /// A target as the source bridge makes it: `@objc func step(_ link: CADisplayLink)` plus the
    /// dispatch table generated for `#selector(step(_:))`.
    final class Ticker: SelectorDispatching {
        var ticks: [CFTimeInterval] = []
        var links: [CADisplayLink] = []
        func step(_ link: CADisplayLink) {
            ticks.append(link.timestamp)
            links.append(link)
        }
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "step:", let link = arguments.first as? CADisplayLink else { return .notFound }
            step(link)
            return .returned(nil)
        }
    }

    private func runMainLoop(for seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    func testFiresEveryFrameWithTheLinkAsArgument() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        XCTAssertEqual(link.timestamp, 0)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9)
        runMainLoop(for: 0.1)
        XCTAssertTrue(ticker.ticks.isEmpty, "nothing before add(to:forMode:)")
        link.add(to: .main, forMode: .common)
        runMainLoop(for: 0.3)
        XCTAssertGreaterThan(ticker.ticks.count, 3, "about 18 frames in 0.3 s at 60 Hz")
        XCTAssertLessThanOrEqual(ticker.ticks.count, 19)
        XCTAssertTrue(ticker.links.allSatisfy { $0 === link })
        XCTAssertEqual(ticker.ticks, ticker.ticks.sorted())
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 1.0 / 60, accuracy: 1e-9)
        link.isPaused = true
        let count = ticker.ticks.count
        runMainLoop(for: 0.1)
        XCTAssertEqual(ticker.ticks.count, count, "a paused link does not call")
        link.isPaused = false
        runMainLoop(for: 0.1)
        XCTAssertGreaterThan(ticker.ticks.count, count)
        link.invalidate()
        let final = ticker.ticks.count
        runMainLoop(for: 0.1)
        XCTAssertEqual(ticker.ticks.count, final, "an invalidated link never fires again")
    }

    func testPreferredRateSlowsTheLinkDown() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        link.preferredFramesPerSecond = 10
        link.add(to: .main, forMode: .default)
        runMainLoop(for: 0.35)
        link.invalidate()
        XCTAssertGreaterThanOrEqual(ticker.ticks.count, 1)
        XCTAssertLessThanOrEqual(ticker.ticks.count, 4, "10 frames per second")
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 0.1, accuracy: 1e-9)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 120, preferred: 120)
        XCTAssertEqual(link.frameInterval, 1, "a preference above 60 Hz is clamped to the display")
    }

    func testTheLinkRetainsItsTargetUntilInvalidated() {
        weak var weakTicker: Ticker?
        var link: CADisplayLink?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            link = CADisplayLink(target: ticker, selector: Selector("step:"))
        }
        XCTAssertNotNil(weakTicker, "retained, as on iOS")
        link?.invalidate()
        XCTAssertNil(weakTicker)
    }

    func testAnUnknownSelectorInvalidatesTheLinkInsteadOfCrashing() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("missing:"))
        CAMediaClock.current.set(to: 1) // the timestamp is media time, which starts at 0
        link.add(to: .main, forMode: .common)
        runMainLoop(for: 0.1)
        XCTAssertTrue(ticker.ticks.isEmpty)
        XCTAssertEqual(link.timestamp > 0, true, "it fired once")
        let stamp = link.timestamp
        runMainLoop(for: 0.1)
        XCTAssertEqual(link.timestamp, stamp, "then stopped")
    }
}
