import Combine
@_spi(ViewLab) import QuartzCore
import Foundation
import XCTest

/// Apple, `Scheduler` and the time operators, in real time (no host runs a media clock in a
/// test process): `receive(on:)` "specifies the scheduler on which to receive elements";
/// `debounce` "publishes elements only after a specified time interval elapses between events";
/// `throttle`, `delay`, `Timer.publish`.
final class SchedulerTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// A host clock that runs no timers, so delayed work goes on the real run loop: a shell made
    /// earlier in the same test process (the shell's tests) leaves the host clock running them.
    override func setUp() {
        super.setUp()
        CAMediaClock.current = CAMediaClock()
    }

    /// Runs the main run loop (which drains the main queue) for `seconds`.
    private func spin(_ seconds: TimeInterval) { RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds)) }

    func testReceiveOnMainDeliversLaterOnTheMainThread() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var onMain = true
        subject.receive(on: DispatchQueue.main).sink {
            received.append($0)
            onMain = onMain && Thread.isMainThread
        }.store(in: &cancellables)
        DispatchQueue.global().sync { subject.send(1) }
        subject.send(2)
        XCTAssertEqual(received, [], "the values wait for the main queue")
        spin(0.1)
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(onMain)
    }

    func testSubscribeOnMovesTheSubscription() {
        let queue = DispatchQueue(label: "subscribe-on")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        var subscribedOnQueue = false
        let done = expectation(description: "value")
        Just(1).handleEvents(receiveSubscription: { _ in subscribedOnQueue = DispatchQueue.getSpecific(key: key) == 1 })
            .subscribe(on: queue).sink { _ in done.fulfill() }.store(in: &cancellables)
        wait(for: [done], timeout: 2)
        XCTAssertTrue(subscribedOnQueue)
    }

    func testDebouncePublishesOnlyTheValueThatStoodForTheInterval() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        subject.debounce(for: .milliseconds(150), scheduler: DispatchQueue.main).sink { received.append($0) }.store(
            in: &cancellables)
        subject.send("s")
        subject.send("sa")
        subject.send("sal")
        spin(0.05)
        XCTAssertEqual(received, [])
        spin(0.4)
        XCTAssertEqual(received, ["sal"])
        subject.send("sales")
        spin(0.4)
        XCTAssertEqual(received, ["sal", "sales"])
    }

    func testDebounceOnTheMainRunLoop() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.debounce(for: 0.1, scheduler: RunLoop.main).sink { received.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        spin(0.4)
        XCTAssertEqual(received, [2])
    }

    func testThrottlePublishesTheFirstAtOnceThenTheLatestOfEachInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.throttle(for: .milliseconds(200), scheduler: DispatchQueue.main, latest: true).sink {
            received.append($0)
        }.store(in: &cancellables)
        subject.send(1)
        spin(0.02)
        subject.send(2)
        subject.send(3)
        spin(0.05)
        XCTAssertEqual(received, [1])
        spin(0.4)
        XCTAssertEqual(received, [1, 3])
    }

    func testDelayHoldsEachValueForTheInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let start = Date()
        var at: TimeInterval = 0
        subject.delay(for: .milliseconds(150), scheduler: DispatchQueue.main).sink {
            received.append($0)
            at = Date().timeIntervalSince(start)
        }.store(in: &cancellables)
        subject.send(1)
        spin(0.05)
        XCTAssertEqual(received, [])
        spin(0.4)
        XCTAssertEqual(received, [1])
        XCTAssertGreaterThanOrEqual(at, 0.14)
    }

    func testTimerPublishTicksOnlyWhileConnected() {
        var ticks = 0
        let cancellable = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        spin(0.28)
        XCTAssertGreaterThanOrEqual(ticks, 3)
        XCTAssertLessThanOrEqual(ticks, 6)
        cancellable.cancel()
        let after = ticks
        spin(0.15)
        XCTAssertEqual(ticks, after, "cancelling the last subscriber disconnects the timer")
    }

    func testImmediateSchedulerRunsAtOnce() {
        var received: [Int] = []
        [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink { received.append($0) }.store(in: &cancellables)
        XCTAssertEqual(received, [1, 2])
    }

    func testOperationQueueScheduler() {
        let queue = OperationQueue()
        let done = expectation(description: "value")
        Just(1).receive(on: queue).sink { _ in done.fulfill() }.store(in: &cancellables)
        wait(for: [done], timeout: 2)
    }

    /// A concurrent `OperationQueue` runs the scheduled deliveries on several threads at once;
    /// `receive(on:)` still delivers every value, in order, before the completion (the completion
    /// overtaking the last value lost it: a CI failure of `testOperationQueueScheduler`).
    func testReceiveOnAConcurrentOperationQueueKeepsTheOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        for _ in 0..<20 {
            let done = expectation(description: "all values")
            var received: [Int] = []
            (1...50).publisher.receive(on: queue).collect().sink {
                received = $0; done.fulfill()
            }.store(in: &cancellables)
            wait(for: [done], timeout: 5)
            XCTAssertEqual(received, Array(1...50))
        }
    }

    func testStridesAndTimeTypes() {
        let now = DispatchQueue.main.now
        XCTAssertEqual(now.distance(to: now.advanced(by: .milliseconds(250))), .seconds(0.25))
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: 1.5).magnitude, 1_500_000_000)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval, 0.3, accuracy: 1e-9)
    }
}
