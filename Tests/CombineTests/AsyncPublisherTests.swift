import Combine
import XCTest

/// Apple, `Publisher.values` (`AsyncPublisher`, iOS 15): the publisher's elements as an
/// asynchronous sequence, ending when it finishes; `AsyncThrowingPublisher` throws its failure.
final class AsyncPublisherTests: XCTestCase {
    func testValuesIteratesEveryElementUntilThePublisherFinishes() async {
        var received: [Int] = []
        for await value in [1, 2, 3].publisher.map({ $0 * 2 }).values { received.append(value) }
        XCTAssertEqual(received, [2, 4, 6])
    }

    func testValuesRequestsOneElementAtATime() async {
        var requests: [Subscribers.Demand] = []
        var iterator = [1, 2].publisher.handleEvents(receiveRequest: { requests.append($0) }).values.makeAsyncIterator()
        _ = await iterator.next()
        XCTAssertEqual(requests, [.max(1)])
    }

    func testThrowingValuesThrowTheFailure() async {
        var received: [Int] = []
        do {
            for try await value in Fail<Int, TestError>(error: TestError(code: 4)).prepend(1).values {
                received.append(value)
            }
            XCTFail("no error thrown")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(code: 4))
        }
        XCTAssertEqual(received, [1])
    }
}
