import Combine
import XCTest

/// The operators of Apple's `Publisher` documentation, each test named after the rule it checks.
final class OperatorTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    private func collect<P: Publisher>(_ publisher: P) -> (
        values: [P.Output], completion: Subscribers.Completion<P.Failure>?
    ) {
        var values: [P.Output] = []
        var completion: Subscribers.Completion<P.Failure>?
        publisher.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) }).store(
            in: &cancellables)
        return (values, completion)
    }

    func testElementWiseOperators() {
        XCTAssertEqual(collect([1, 2, 3].publisher.map { $0 * 2 }).values, [2, 4, 6])
        XCTAssertEqual(collect(["1", "x", "3"].publisher.compactMap(Int.init)).values, [1, 3])
        XCTAssertEqual(collect([1, 1, 2, 2, 1].publisher.removeDuplicates()).values, [1, 2, 1])
        XCTAssertEqual(collect([1, 2, 3].publisher.scan(0, +)).values, [1, 3, 6])
        XCTAssertEqual(collect([1, 2, 3, 4].publisher.dropFirst(2)).values, [3, 4])
        XCTAssertEqual(collect([1, 2, 3, 4].publisher.prefix(2)).values, [1, 2])
        XCTAssertEqual(collect([1, 2, 3, 4].publisher.first(where: { $0 > 2 })).values, [3])
        XCTAssertEqual(collect([1, nil, 3].publisher.replaceNil(with: 0)).values, [1, 0, 3])
        XCTAssertEqual(collect([1, 2, 3].publisher.collect()).values, [[1, 2, 3]])
        XCTAssertEqual(collect([1, 2, 3, 4, 5].publisher.collect(2)).values, [[1, 2], [3, 4], [5]])
        XCTAssertEqual(collect([1, 2, 3].publisher.reduce(10, +)).values, [16])
        XCTAssertEqual(collect([1, 2, 3].publisher.last()).values, [3])
        XCTAssertEqual(collect([1, 2, 3].publisher.count()).values, [3])
        XCTAssertEqual(collect([3].publisher.prepend(1, 2).append(4)).values, [1, 2, 3, 4])
        XCTAssertEqual(collect(Just(5).map(\.description)).values, ["5"])
        XCTAssertEqual(collect([3, 9, 1].publisher.min()).values, [1])
        XCTAssertEqual(collect([3, 9, 1].publisher.max()).values, [9])
        XCTAssertEqual(collect([1, 2, 3].publisher.allSatisfy { $0 > 0 }).values, [true])
        XCTAssertEqual(collect(Empty<Int, Never>().contains(2)).values, [false])
    }

    func testContainsPublishesTrueAtTheFirstMatchAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        var received: [Bool] = []
        var finished = false
        subject.handleEvents(receiveCancel: { cancelled = true }).contains(2)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) }).store(
                in: &cancellables)
        subject.send(1)
        XCTAssertEqual(received, [])
        subject.send(2)
        XCTAssertEqual(received, [true])
        XCTAssertTrue(finished)
        XCTAssertTrue(cancelled)
    }

    func testTryMapEndsTheStreamWithTheThrownError() {
        let result = collect(
            [1, 2, 3].publisher.tryMap { value -> Int in
                if value == 2 { throw TestError(code: 2) }
                return value
            })
        XCTAssertEqual(result.values, [1])
        guard case .failure(let error as TestError)? = result.completion else { return XCTFail("no failure") }
        XCTAssertEqual(error.code, 2)
    }

    func testCatchAndReplaceErrorReplaceAFailedPublisher() {
        let failing = Fail<Int, TestError>(error: TestError(code: 1)).prepend(7)
        XCTAssertEqual(collect(failing.replaceError(with: 0)).values, [7, 0])
        XCTAssertEqual(collect(failing.catch { _ in [8, 9].publisher }).values, [7, 8, 9])
        var attempts = 0
        let retried = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }.retry(5)
        XCTAssertEqual(collect(retried).values, [3])
    }

    func testCombineLatestPublishesOnceEveryUpstreamHasPublishedThenOnEachChange() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var received: [String] = []
        a.combineLatest(b).sink { received.append("\($0)\($1)") }.store(in: &cancellables)
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        XCTAssertEqual(received, ["2x", "3x", "3y"])
    }

    func testCombineLatestFinishesWhenAllUpstreamsFinishAndFailsWhenOneFails() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        a.combineLatest(b).sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in }).store(
            in: &cancellables)
        a.send(completion: .finished)
        XCTAssertEqual(completions, [])
        b.send(completion: .failure(TestError(code: 3)))
        XCTAssertEqual(completions, [.failure(TestError(code: 3))])
    }

    func testZipPairsTheOldestUnusedElements() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var received: [String] = []
        var finished = false
        a.zip(b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append("\($0)\($1)") })
            .store(in: &cancellables)
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(completion: .finished)
        XCTAssertFalse(finished, "a's 2 can still be paired")
        b.send("y")
        XCTAssertEqual(received, ["1x", "2y"])
        XCTAssertTrue(finished)
    }

    func testMergeInterleavesAndFinishesWhenBothHaveFinished() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        a.merge(with: b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) }).store(
            in: &cancellables)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        XCTAssertFalse(finished)
        b.send(completion: .finished)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(finished)
    }

    func testFlatMapInterleavesInnerPublishersAndRespectsMaxPublishers() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let outer = PassthroughSubject<Int, Never>()
        var received: [String] = []
        outer.flatMap(maxPublishers: .max(1)) { inners[$0] }.sink { received.append($0) }.store(in: &cancellables)
        outer.send(0)
        outer.send(1)  // not requested yet: the first inner is still running
        inners[0].send("a")
        inners[1].send("lost")
        inners[0].send(completion: .finished)
        outer.send(1)
        inners[1].send("b")
        XCTAssertEqual(received, ["a", "b"])
    }

    func testSwitchToLatestCancelsThePreviousPublisher() {
        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        var firstCancelled = false
        let outer = PassthroughSubject<AnyPublisher<String, Never>, Never>()
        var received: [String] = []
        outer.switchToLatest().sink { received.append($0) }.store(in: &cancellables)
        outer.send(first.handleEvents(receiveCancel: { firstCancelled = true }).eraseToAnyPublisher())
        first.send("1a")
        outer.send(second.eraseToAnyPublisher())
        first.send("1b")
        second.send("2a")
        XCTAssertEqual(received, ["1a", "2a"])
        XCTAssertTrue(firstCancelled)
    }

    func testShareSubscribesUpstreamOnceForAllSubscribers() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).map { $0 * 2 }.share()
        var a: [Int] = [], b: [Int] = []
        shared.sink { a.append($0) }.store(in: &cancellables)
        shared.sink { b.append($0) }.store(in: &cancellables)
        subject.send(1)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a, [2])
        XCTAssertEqual(b, [2])
    }

    func testFutureRunsOnceAndDeliversItsResultToEverySubscriber() {
        var runs = 0
        var promise: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { fulfil in
            runs += 1
            promise = fulfil
        }
        var a: [Int] = [], b: [Int] = []
        future.sink { a.append($0) }.store(in: &cancellables)
        promise?(.success(4))
        future.sink { b.append($0) }.store(in: &cancellables)
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(a, [4])
        XCTAssertEqual(b, [4])
    }

    func testDeferredCreatesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        XCTAssertEqual(collect(deferred).values, [1])
        XCTAssertEqual(collect(deferred).values, [2])
    }

    func testEmptyAndFail() {
        XCTAssertEqual(collect(Empty<Int, Never>()).completion, .finished)
        XCTAssertNil(collect(Empty<Int, Never>(completeImmediately: false)).completion)
        XCTAssertEqual(
            collect(Fail<Int, TestError>(error: TestError(code: 9))).completion, .failure(TestError(code: 9)))
    }

    func testEraseToAnyPublisherAndAnySubscriberForwardEverything() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher()
        var received: [Int] = []
        var done = false
        erased.subscribe(
            AnySubscriber(
                receiveSubscription: { $0.request(.unlimited) },
                receiveValue: {
                    received.append($0); return .none
                },
                receiveCompletion: { _ in done = true }))
        subject.send(1)
        subject.send(completion: .finished)
        XCTAssertEqual(received, [2])
        XCTAssertTrue(done)
    }
}
