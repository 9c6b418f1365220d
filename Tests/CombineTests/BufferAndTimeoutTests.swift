import Combine
@_spi(ViewLab) import QuartzCore
import Foundation
import XCTest

/// Apple's `buffer(size:prefetch:whenFull:)` ("buffers elements received from an upstream
/// publisher"; `.keepFull` fills the buffer at subscription, `.dropNewest`/`.dropOldest`/
/// `.customError` when it is full) and `timeout(_:scheduler:options:customError:)` ("terminates
/// publishing if the upstream publisher exceeds the specified time interval without producing an
/// element"), the latter in real time on the main queue.
final class BufferAndTimeoutTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CAMediaClock.current = CAMediaClock()  // a host clock that runs no timers: real time (see SchedulerTests)
    }

    func testKeepFullPrefetchesTheSizeAndHoldsValuesForLaterDemand() {
        let taken = TestSubscriber<Int, Never>(initial: .none)
        (1...10).publisher.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(taken)
        XCTAssertEqual(taken.values, [])
        taken.subscription?.request(.max(2))
        XCTAssertEqual(taken.values, [1, 2], "the prefetched values, in order, as far as the demand goes")
        taken.subscription?.request(.unlimited)
        XCTAssertEqual(taken.values, Array(1...10), "nothing was dropped: the upstream was asked only for what fits")
        XCTAssertTrue(taken.finished)
    }

    func testAFullBufferDropsTheNewestOrTheOldestOrFails() {
        func run(_ strategy: Publishers.BufferingStrategy<TestError>) -> TestSubscriber<Int, TestError> {
            let subject = PassthroughSubject<Int, TestError>()
            let subscriber = TestSubscriber<Int, TestError>(initial: .none)
            subject.buffer(size: 2, prefetch: .byRequest, whenFull: strategy).subscribe(subscriber)
            (1...4).forEach(subject.send)
            subscriber.subscription?.request(.unlimited)
            return subscriber
        }
        XCTAssertEqual(run(.dropNewest).values, [1, 2])
        XCTAssertEqual(run(.dropOldest).values, [3, 4])
        let failed = run(.customError { TestError(code: 5) })
        XCTAssertEqual(failed.values, [])
        XCTAssertEqual(failed.completions.last, .failure(TestError(code: 5)))
    }

    private func spin(_ seconds: TimeInterval) { RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds)) }

    func testTimeoutFinishesOrFailsWhenNoElementComesInTime() {
        let subject = PassthroughSubject<Int, TestError>()
        let quiet = TestSubscriber<Int, TestError>()
        subject.timeout(.milliseconds(200), scheduler: DispatchQueue.main).subscribe(quiet)
        subject.send(1)
        spin(0.02)
        XCTAssertTrue(quiet.completions.isEmpty, "each element restarts the wait")
        spin(1)
        XCTAssertEqual(quiet.values, [1])
        XCTAssertTrue(quiet.finished)

        let failing = TestSubscriber<Int, TestError>()
        Empty<Int, TestError>(completeImmediately: false)
            .timeout(.milliseconds(50), scheduler: DispatchQueue.main, customError: { TestError(code: 408) }).subscribe(
                failing)
        spin(1)
        XCTAssertEqual(failing.completions.last, .failure(TestError(code: 408)))
    }
}
