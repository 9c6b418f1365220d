@_spi(ViewLab) import QuartzCore
import UIKit
import TestSupport
import XCTest

/// `perform(_:)`, `responds(to:)`, delayed performs and selector timers/observers on `NSObject`
/// subclasses, with methods registered by hand as the source bridge's tables register them.
final class NSObjectMessagingTests: XCTestCase {
    final class Model: NSObject {
        var log: [String] = []
        func refresh() { log.append("refresh") }
        func show(_ value: Any?) { log.append("show \(value ?? "nil")") }
        func name() -> NSString { "model" }
    }

    override class func setUp() {
        super.setUp()
        SelectorTable.register(Model.self, names: ["refresh", "show:", "name"]) { object, selector, arguments in
            guard let model = object as? Model else { return .notFound }
            switch selector.name {
            case "refresh": return _selectorResult(model.refresh())
            case "show:": return _selectorResult(model.show(_selectorArgument(arguments, 0, selector)))
            case "name": return _selectorResult(model.name())
            default: return .notFound
            }
        }
    }

    func testPerformAndRespondsTo() {
        let model = Model()
        XCTAssertTrue(model.responds(to: Selector("refresh")))
        XCTAssertFalse(model.responds(to: Selector("reload")))
        model.perform(Selector("refresh"))
        model.perform(Selector("show:"), with: 3)
        XCTAssertEqual(model.log, ["refresh", "show 3"])
        XCTAssertEqual(model.perform(Selector("name"))?.takeUnretainedValue() as? NSString, "model")
    }

    func testDelayedPerformRunsFromTheRunLoopAndCanBeCancelled() {
        let model = Model()
        // a clock no shell or export drives (`runsTimers` false): the perform stays on the run loop
        CAMediaClock.current = CAMediaClock()
        model.perform(Selector("show:"), with: "later", afterDelay: 0.01)
        model.perform(Selector("refresh"), with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: model, selector: Selector("refresh"), object: nil)
        XCTAssertEqual(model.log, [], "not before the run loop runs")
        RunLoop.current.runUntil(Date().addingTimeInterval(0.1))
        XCTAssertEqual(model.log, ["show later"])
    }

    /// Apple: on the current thread, `waitUntilDone: true` performs at once and `false` queues the
    /// message on the thread's run loop.
    func testPerformOnThreadRunsNowOrAtTheNextRunLoopTurn() {
        let model = Model()
        model.perform(Selector("show:"), on: .current, with: "now", waitUntilDone: true)
        XCTAssertEqual(model.log, ["show now"])
        model.perform(Selector("show:"), on: .current, with: "queued", waitUntilDone: false)
        XCTAssertEqual(model.log, ["show now"], "queued on the run loop, not sent yet")
        RunLoop.current.runUntil(Date().addingTimeInterval(0.05))
        XCTAssertEqual(model.log, ["show now", "show queued"])
        model.performSelector(onMainThread: Selector("refresh"), with: nil, waitUntilDone: Thread.isMainThread)
        if !Thread.isMainThread { RunLoop.current.runUntil(Date().addingTimeInterval(0.05)) }
        XCTAssertEqual(model.log.last, "refresh")
    }

    func testSelectorTimerAndNotificationObserver() {
        let model = Model()
        // a clock no shell or export drives (`runsTimers` false): timers stay on the run loop
        CAMediaClock.current = CAMediaClock()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: model, selector: Selector("show:"), userInfo: nil, repeats: false)
        RunLoop.current.runUntil(Date().addingTimeInterval(0.1))
        XCTAssertEqual(model.log, ["show \(timer)"], "the timer is the argument")
        let name = Notification.Name("NSObjectMessagingTests")
        NotificationCenter.default.addObserver(model, selector: Selector("refresh"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(model)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(model.log.last, "refresh")
        XCTAssertEqual(model.log.count, 2)
    }
}
