import Combine
import Foundation
import XCTest

/// Apple's `measureInterval(using:options:)` ("measures and emits the time interval between events
/// received from an upstream publisher", the first from the subscription, on the scheduler's clock)
/// and `breakpoint(…)`/`breakpointOnError()` ("raises a debugger signal when a provided closure
/// needs to stop the process"; closures that answer false let every event through).
final class MeasureIntervalAndBreakpointTests: XCTestCase {
    /// A scheduler whose clock the test moves by hand.
    final class ManualClock { var nanoseconds: UInt64 = 1_000_000_000 }
    struct ManualScheduler: Scheduler {
        typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
        typealias SchedulerOptions = Never
        let clock: ManualClock
        var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: clock.nanoseconds)) }
        var minimumTolerance: SchedulerTimeType.Stride { .zero }
        func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
        func schedule(
            after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
            _ action: @escaping () -> Void
        ) { action() }
        func schedule(
            after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
            options: Never?, _ action: @escaping () -> Void
        ) -> Cancellable { AnyCancellable {} }
    }

    func testMeasureIntervalEmitsTheTimeSinceTheLastEventTheFirstSinceTheSubscription() {
        let clock = ManualClock(), subject = PassthroughSubject<String, Never>()
        let intervals = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
        subject.measureInterval(using: ManualScheduler(clock: clock)).subscribe(intervals)
        clock.nanoseconds += 250_000_000
        subject.send("a")
        clock.nanoseconds += 750_000_000
        subject.send("b")
        subject.send(completion: .finished)
        XCTAssertEqual(intervals.values.map(\.magnitude), [250_000_000, 750_000_000])
        XCTAssertTrue(intervals.finished)
    }

    func testBreakpointClosuresThatAnswerFalseLetEveryEventThrough() {
        var asked: [String] = []
        let values = TestSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError(code: 1)).prepend(1, 2)
            .breakpoint(
                receiveSubscription: { _ in
                    asked.append("subscription"); return false
                },
                receiveOutput: {
                    asked.append("output \($0)"); return false
                },
                receiveCompletion: { _ in
                    asked.append("completion"); return false
                }
            )
            .subscribe(values)
        XCTAssertEqual(asked, ["subscription", "output 1", "output 2", "completion"])
        XCTAssertEqual(values.values, [1, 2])
        let clean = TestSubscriber<Int, Never>()
        [3, 4].publisher.breakpointOnError().subscribe(clean)
        XCTAssertEqual(clean.values, [3, 4])
        XCTAssertTrue(clean.finished)
    }
}
