import Combine
import UIKit
import XCTest

/// `import Combine` in a package that depends only on ViewLab's `UIKit` product, as an iOS file
/// imports the system framework. Rules (Apple, `Published`): "publishing occurs in the property's
/// willSet block, meaning subscribers receive the new value before it's actually set on the
/// property"; (`ObservableObject`) "synthesizes an objectWillChange publisher that emits … before
/// any of its @Published properties changes"; (`receive(on:)`) values are delivered on the
/// scheduler — the main queue, which the main run loop drains.
final class CombineViewModelTests: XCTestCase {
    final class ProgressModel: ObservableObject {
        @Published var progress: CGFloat = 0
    }

    final class ProgressBar: UIView {
        var fraction: CGFloat = 0
        var cancellables = Set<AnyCancellable>()

        func bind(to model: ProgressModel) {
            model.$progress
                .removeDuplicates()
                .receive(on: DispatchQueue.main)
                .sink { [weak self] value in
                    self?.fraction = value
                    self?.setNeedsDisplay()
                }
                .store(in: &cancellables)
        }

        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIRectFill(bounds)
            UIColor.systemGreen.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
        }
    }

    func test_published_sendsInWillSet_andObjectWillChangeFirst() {
        let model = ProgressModel()
        var log: [String] = []
        let a = model.objectWillChange.sink { log.append("will change from \(model.progress)") }
        let b = model.$progress.dropFirst().sink { log.append("new \($0), stored \(model.progress)") }
        model.progress = 0.5
        XCTAssertEqual(log, ["will change from 0.0", "new 0.5, stored 0.0"])
        _ = (a, b)
    }

    func test_receiveOnMain_drawsTheNewProgressAfterARunLoopTurn() {
        let model = ProgressModel()
        let bar = ProgressBar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        bar.bind(to: model)
        model.progress = 0.5
        XCTAssertEqual(bar.fraction, 0, "receive(on: DispatchQueue.main) delivers on a later turn")
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(bar.fraction, 0.5)
    }
}

/// A view model that loads and decodes JSON the way iOS tutorials write it, with only
/// `import UIKit` and `import Combine` (on iOS, Foundation brings `URLSession`; on Linux ViewLab's
/// `UIKit` brings FoundationNetworking's): `dataTaskPublisher`, `map(\.data)`,
/// `decode(type:decoder:)`, `tryCatch`, `timeout`.
final class CombineNetworkingTests: XCTestCase {
    struct Profile: Decodable, Equatable { var name: String }

    func testADataTaskIsDecodedAndAFailureIsCaught() {
        var cancellables = Set<AnyCancellable>()
        let json = Data(#"{"name":"Ring"}"#.utf8).base64EncodedString()
        let done = expectation(description: "decoded")
        var profile: Profile?
        URLSession.shared.dataTaskPublisher(for: URL(string: "data:application/json;base64,\(json)")!)
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .tryCatch { _ in Just(Profile(name: "fallback")) }
            .timeout(.seconds(5), scheduler: DispatchQueue.main)
            .sink(receiveCompletion: { _ in done.fulfill() }, receiveValue: { profile = $0 })
            .store(in: &cancellables)
        let caught = expectation(description: "caught")
        var fallback: Profile?
        URLSession.shared.dataTaskPublisher(for: URL(string: "nope://nowhere")!)
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .tryCatch { _ in Just(Profile(name: "fallback")) }
            .sink(receiveCompletion: { _ in caught.fulfill() }, receiveValue: { fallback = $0 })
            .store(in: &cancellables)
        wait(for: [done, caught], timeout: 10)
        XCTAssertEqual(profile, Profile(name: "Ring"))
        XCTAssertEqual(fallback, Profile(name: "fallback"))
    }
}
