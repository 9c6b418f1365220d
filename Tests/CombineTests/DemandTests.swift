import Combine
import XCTest

/// Apple, `Subscribers.Demand`: "When adding any value to .unlimited, the result is .unlimited";
/// "Subtracting .unlimited from any value (except .unlimited) results in .max(0). A negative demand
/// is impossible"; a publisher sends no more than was requested.
final class DemandTests: XCTestCase {
    func testDemandArithmeticSaturatesAtUnlimitedAndNeverGoesNegative() {
        XCTAssertEqual(Subscribers.Demand.unlimited + .max(3), .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(3), .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(2) - .unlimited, .none)
        XCTAssertEqual(Subscribers.Demand.max(2) - 5, .none)
        XCTAssertEqual(Subscribers.Demand.max(2) + 3, .max(5))
        XCTAssertEqual(Subscribers.Demand.max(2) * 3, .max(6))
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + .max(Int.max) + .max(Int.max), .unlimited)
        XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
        XCTAssertTrue(Subscribers.Demand.max(1) > 0 && Subscribers.Demand.none == 0)
        XCTAssertNil(Subscribers.Demand.unlimited.max)
        XCTAssertEqual(Subscribers.Demand.max(4).max, 4)
        XCTAssertEqual(Subscribers.Demand.unlimited.description, "unlimited")
    }

    func testAPublisherSendsNoMoreValuesThanTheSubscriberRequested() {
        let subscriber = TestSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(subscriber.completions.isEmpty, "not finished while values are left")
        subscriber.subscription?.request(.max(3))
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4, 5])
        subscriber.subscription?.request(.unlimited)
        XCTAssertEqual(subscriber.values, Array(1...10))
        XCTAssertTrue(subscriber.finished)
    }

    func testDemandReturnedFromReceiveIsAddedToTheOutstandingDemand() {
        let subscriber = TestSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...4).publisher.map { $0 * 10 }.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [10, 20, 30, 40], "each value asked for one more")
        XCTAssertTrue(subscriber.finished)
    }

    func testFilterAsksUpstreamForAnotherValueForEachOneItDrops() {
        let subscriber = TestSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.filter { $0 % 3 == 0 }.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [3, 6], "two values that pass, though four were dropped")
    }

    func testPrependPassesTheDemandLeftByThePrefixToTheSuffix() {
        let subscriber = TestSubscriber<Int, Never>(initial: .max(3))
        [3, 4, 5].publisher.prepend(1, 2).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2, 3])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
    }

    func testSinkRequestsUnlimited() {
        var requests: [Subscribers.Demand] = []
        let cancellable = PassthroughSubject<Int, Never>().handleEvents(receiveRequest: { requests.append($0) }).sink {
            _ in
        }
        XCTAssertEqual(requests, [.unlimited])
        cancellable.cancel()
    }

    func testAPassthroughSubjectDropsValuesItsSubscriberHasNotRequested() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        subject.send(1)
        subscriber.subscription?.request(.max(1))
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(subscriber.values, [2])
    }

    func testACurrentValueSubjectSendsTheLatestValueWhenDemandArrives() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = TestSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(subscriber.values, [])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [3])
    }
}
