import Combine
import XCTest

/// Apple, `CurrentValueSubject` / `PassthroughSubject` / `Subscribers.Completion`.
final class SubjectTests: XCTestCase {
    func testCurrentValueSubjectReplaysItsValueToANewSubscriber() {
        let subject = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send("b")
        subject.value = "c"
        XCTAssertEqual(received, ["a", "b", "c"])
        XCTAssertEqual(subject.value, "c")
        cancellable.cancel()
    }

    func testPassthroughSubjectDoesNotReplay() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(2)
        XCTAssertEqual(received, [2])
        cancellable.cancel()
    }

    func testCompletionEndsTheStreamAndLaterSubscribersReceiveItAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let first = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { received.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(completions, [.failure(TestError(code: 7))])
        let late = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { received.append($0) })
        XCTAssertEqual(completions.count, 2, "a subscriber after completion receives the completion")
        XCTAssertEqual(received, [1])
        _ = (first, late)
    }

    func testEverySubscriberOfASubjectReceivesEachValue() {
        let subject = PassthroughSubject<Int, Never>()
        var a: [Int] = [], b: [Int] = []
        let ca = subject.sink { a.append($0) }
        let cb = subject.sink { b.append($0) }
        subject.send(1)
        ca.cancel()
        subject.send(2)
        XCTAssertEqual(a, [1])
        XCTAssertEqual(b, [1, 2])
        cb.cancel()
    }

    func testAValueSentFromInsideASubscriberIsDeliveredAfterTheCurrentOne() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value == 1 {
                subject.send(2)
                subject.send(3)
            }
        }
        subject.send(1)
        XCTAssertEqual(received, [1, 2, 3])
        cancellable.cancel()
    }

    func testSendingVoidOnASubject() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = subject.sink { count += 1 }
        subject.send()
        XCTAssertEqual(count, 1)
        cancellable.cancel()
    }
}
