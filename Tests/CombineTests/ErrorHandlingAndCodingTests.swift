import Combine
import Foundation
import UIKit  // brings URLSession, as on iOS (FoundationNetworking on Linux)
import XCTest

/// Apple's `tryCatch` ("handles errors from an upstream publisher by either replacing it with
/// another publisher or throwing a new error"), `encode(encoder:)`/`decode(type:decoder:)` with
/// `JSONEncoder`/`JSONDecoder` as `TopLevelEncoder`/`TopLevelDecoder`, `Record` ("a publisher that
/// allows for recording a series of inputs and a completion, for later playback to each subscriber").
final class ErrorHandlingAndCodingTests: XCTestCase {
    func testTryCatchReplacesTheFailedPublisherOrFailsWithTheThrownError() {
        let subject = PassthroughSubject<Int, TestError>()
        let replaced = TestSubscriber<Int, Error>()
        subject.tryCatch { _ in Just(99) }.subscribe(replaced)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        XCTAssertEqual(replaced.values, [1, 99])
        XCTAssertTrue(replaced.finished)

        let thrown = TestSubscriber<Int, Error>()
        Fail<Int, TestError>(error: TestError(code: 2)).tryCatch { error -> Just<Int> in
            throw TestError(code: error.code + 10)
        }.subscribe(thrown)
        guard case .failure(let error)? = thrown.completions.last else { return XCTFail("\(thrown.completions)") }
        XCTAssertEqual(error as? TestError, TestError(code: 12))
    }

    private struct Card: Codable, Equatable {
        var title: String
        var count: Int
    }

    func testEncodeAndDecodeRoundTripThroughJSON() throws {
        let decoded = TestSubscriber<Card, Error>()
        Just(Card(title: "Ring", count: 3)).encode(encoder: JSONEncoder()).decode(
            type: Card.self, decoder: JSONDecoder()
        ).subscribe(decoded)
        XCTAssertEqual(decoded.values, [Card(title: "Ring", count: 3)])
        XCTAssertTrue(decoded.finished)

        let broken = TestSubscriber<Card, Error>()
        Just(Data("{\"title\": 1}".utf8)).decode(type: Card.self, decoder: JSONDecoder()).subscribe(broken)
        XCTAssertEqual(broken.values, [])
        guard case .failure(let error)? = broken.completions.last else { return XCTFail("\(broken.completions)") }
        XCTAssertTrue(error is DecodingError, "\(error)")
    }

    func testRecordPlaysBackToEachSubscriberAsItsDemandAllows() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(3)
            recording.receive(completion: .failure(TestError(code: 7)))
        }
        let everything = TestSubscriber<Int, TestError>()
        record.subscribe(everything)
        XCTAssertEqual(everything.values, [1, 2, 3])
        XCTAssertEqual(everything.completions.last, .failure(TestError(code: 7)))

        let one = TestSubscriber<Int, TestError>(initial: .max(1))
        record.subscribe(one)
        XCTAssertEqual(one.values, [1])
        XCTAssertTrue(one.completions.isEmpty)
        one.subscription?.request(.max(5))
        XCTAssertEqual(one.values, [1, 2, 3])
        XCTAssertEqual(one.completions.count, 1)
        XCTAssertEqual(Record<String, Never>(output: ["a"], completion: .finished).recording.output, ["a"])
    }

    func testDataTaskPublisherDeliversDataAndResponseOrAURLError() {
        var cancellables = Set<AnyCancellable>()
        let loaded = expectation(description: "data URL")
        var text: String?
        URLSession.shared.dataTaskPublisher(for: URL(string: "data:text/plain;base64,SGVsbG8=")!)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .sink(receiveCompletion: { _ in loaded.fulfill() }, receiveValue: { text = $0 })
            .store(in: &cancellables)
        let failed = expectation(description: "unsupported scheme")
        var failure: URLError?
        URLSession.shared.dataTaskPublisher(for: URL(string: "nope://example")!)
            .sink(
                receiveCompletion: {
                    if case .failure(let error) = $0 { failure = error }; failed.fulfill()
                }, receiveValue: { _ in }
            )
            .store(in: &cancellables)
        wait(for: [loaded, failed], timeout: 10)
        XCTAssertEqual(text, "Hello")
        XCTAssertNotNil(failure)
    }
}
