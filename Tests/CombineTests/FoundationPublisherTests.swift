import Combine
import Foundation
import UIKit
import XCTest

/// Apple's Foundation publishers: `NotificationCenter.publisher(for:object:)`,
/// `NSObject.publisher(for:options:)` (key-value observing; "options: [.initial, .new]" by default).
final class FoundationPublisherTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testNotificationCenterPublisherObservesUntilCancelled() {
        let name = Notification.Name("ChartDidReload")
        let center = NotificationCenter()
        var received: [String] = []
        let cancellable = center.publisher(for: name).compactMap { $0.userInfo?["series"] as? String }.sink {
            received.append($0)
        }
        center.post(name: name, object: nil, userInfo: ["series": "a"])
        center.post(name: Notification.Name("Other"), object: nil, userInfo: ["series": "x"])
        cancellable.cancel()
        center.post(name: name, object: nil, userInfo: ["series": "b"])
        XCTAssertEqual(received, ["a"])
    }

    @MainActor
    func testKeyValueObservingPublisherSendsTheInitialValueThenEachChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var alphas: [CGFloat] = []
        view.publisher(for: \.alpha).sink { alphas.append($0) }.store(in: &cancellables)
        view.alpha = 0.5
        view.alpha = 0.25
        XCTAssertEqual(alphas, [1, 0.5, 0.25])
        var widths: [CGFloat] = []
        let cancellable = view.publisher(for: \.bounds, options: [.new]).map(\.width).sink { widths.append($0) }
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        cancellable.cancel()
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        XCTAssertEqual(widths, [30])
    }

    func testResultPublisher() {
        var received: [Int] = []
        var failed = false
        Result<Int, TestError>.success(3).publisher.sink(
            receiveCompletion: { _ in }, receiveValue: { received.append($0) }
        ).store(in: &cancellables)
        Result<Int, TestError>.failure(TestError(code: 1)).publisher.sink(
            receiveCompletion: {
                if case .failure = $0 { failed = true }
            }, receiveValue: { received.append($0) }
        ).store(in: &cancellables)
        XCTAssertEqual(received, [3])
        XCTAssertTrue(failed)
    }
}
