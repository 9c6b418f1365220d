import Combine
import XCTest

/// Apple, `AnyCancellable`: "An AnyCancellable instance automatically calls cancel() when
/// deinitialized"; `Cancellable`: "Calling cancel() frees up any allocated resources".
final class CancellationTests: XCTestCase {
    func testAnyCancellableCancelsWhenDeinitialized() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancelled = 0
        var cancellable: AnyCancellable? = subject.handleEvents(receiveCancel: { cancelled += 1 }).sink {
            received.append($0)
        }
        subject.send(1)
        XCTAssertNotNil(cancellable)
        cancellable = nil
        subject.send(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(cancelled, 1)
    }

    func testStoreInSetAndArrayKeepsSubscriptionsAlive() {
        let subject = PassthroughSubject<Int, Never>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var received: [Int] = []
        subject.sink { received.append($0) }.store(in: &set)
        subject.map { $0 * 10 }.sink { received.append($0) }.store(in: &array)
        subject.send(1)
        XCTAssertEqual(received.sorted(), [1, 10])
        set.removeAll()
        array.removeAll()
        subject.send(2)
        XCTAssertEqual(received.sorted(), [1, 10])
    }

    func testCancellingReleasesTheSubscriberAndWhatItCaptures() {
        final class Model {}
        let subject = PassthroughSubject<Int, Never>()
        weak var weakModel: Model?
        var cancellable: AnyCancellable?
        do {
            let model = Model()
            weakModel = model
            cancellable = subject.map { $0 + 1 }.filter { _ in true }.sink { _ in _ = model }
        }
        XCTAssertNotNil(weakModel, "the subscription holds the sink's closure")
        cancellable?.cancel()
        XCTAssertNil(weakModel, "cancelling released it")
        _ = cancellable
    }

    func testCancelIsIdempotent() {
        var count = 0
        let cancellable = AnyCancellable { count += 1 }
        cancellable.cancel()
        cancellable.cancel()
        XCTAssertEqual(count, 1)
    }

    func testFirstCancelsUpstreamWhenItFinishes() {
        var cancelled = false
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).first().sink { received.append($0) }
        subject.send(5)
        subject.send(6)
        XCTAssertEqual(received, [5])
        XCTAssertTrue(cancelled)
        cancellable.cancel()
    }
}
