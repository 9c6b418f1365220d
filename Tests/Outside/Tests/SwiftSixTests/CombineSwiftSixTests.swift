import Combine
import UIKit
import XCTest

/// A `@MainActor` view model with `@Published` properties and a debounced search, as iOS 17 code
/// in the Swift 6 language mode writes it: Apple's Combine is not `Sendable`-annotated, so
/// closures given to `sink` in main-actor code are main-actor closures and compile unchanged.
@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let all = ["bar", "baz", "line", "pie"]

    init() {
        $query
            .debounce(for: .milliseconds(50), scheduler: RunLoop.main)
            .map { [all] query in all.filter { $0.hasPrefix(query) } }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

final class CombineSwiftSixTests: XCTestCase {
    @MainActor func test_debouncedQueryPublishesTheLastQueryOnce() async throws {
        let model = SearchViewModel()
        var published: [[String]] = []
        let cancellable = model.$results.dropFirst().sink { published.append($0) }
        model.query = "b"
        model.query = "ba"
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertEqual(published, [["bar", "baz"]], "the initial empty query and 'b' were replaced within the interval")
        cancellable.cancel()
    }

    @MainActor func test_refreshLoadsPointsThroughFlatMapAndTheSummaryFollowsOnTheMainQueue() async throws {
        let model = SurfaceChartViewModel()
        model.refresh.send()
        XCTAssertEqual(model.points, [Point(x: 0, y: 1)], "flatMap → Future → assign(to: &$points), synchronously")
        XCTAssertEqual(model.summary, "", "receive(on: DispatchQueue.main) delivers on a later turn")
        try await Task.sleep(nanoseconds: 50_000_000)
        XCTAssertEqual(model.summary, "max 1.0")
    }
}
