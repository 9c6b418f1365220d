import Combine
import XCTest

/// Apple, `Published`: "When the property changes, publishing occurs in the property's willSet
/// block, meaning subscribers receive the new value before it's actually set on the property";
/// `ObservableObject`: "By default an ObservableObject synthesizes an objectWillChange publisher
/// that emits the changed value before any of its @Published properties changes".
final class PublishedTests: XCTestCase {
    class ChartModel: ObservableObject {
        @Published var values: [Double] = [1, 2]
        @Published var title = "Sales"
    }

    final class LabelledChartModel: ChartModel {
        @Published var subtitle = "2026"
    }

    func testPublishedSendsTheNewValueBeforeThePropertyChanges() {
        let model = ChartModel()
        var seen: [(received: [Double], stored: [Double])] = []
        let cancellable = model.$values.sink { [unowned model] in seen.append(($0, model.values)) }
        model.values = [3]
        XCTAssertEqual(seen.count, 2, "the current value first, then the change")
        XCTAssertEqual(seen[0].received, [1, 2])
        XCTAssertEqual(seen[1].received, [3])
        XCTAssertEqual(seen[1].stored, [1, 2], "in willSet the property still holds the old value")
        XCTAssertEqual(model.values, [3])
        cancellable.cancel()
    }

    func testObjectWillChangeFiresBeforeAnyPublishedPropertyChanges() {
        let model = LabelledChartModel()
        var events: [String] = []
        let cancellable = model.objectWillChange.sink { [unowned model] in
            events.append("will:\(model.title)/\(model.subtitle)")
        }
        model.title = "Revenue"
        model.subtitle = "2027"
        XCTAssertEqual(events, ["will:Sales/2026", "will:Revenue/2026"])
        XCTAssertTrue(model.objectWillChange === model.objectWillChange, "one publisher per object")
        cancellable.cancel()
    }

    func testObjectWillChangeComesBeforeThePropertysOwnSubscribers() {
        let model = ChartModel()
        var events: [String] = []
        let a = model.objectWillChange.sink { events.append("object") }
        let b = model.$title.dropFirst().sink { events.append("title:\($0)") }
        model.title = "New"
        XCTAssertEqual(events, ["object", "title:New"])
        _ = (a, b)
    }

    func testAssignToPublishedLastsAsLongAsTheObject() {
        final class Summary: ObservableObject {
            @Published var total = 0.0
            @Published var label = ""
            init(values: CurrentValueSubject<[Double], Never>) {
                values.map { $0.reduce(0, +) }.assign(to: &$total)
                $total.map { "Σ \($0)" }.assign(to: &$label)
            }
        }
        let values = CurrentValueSubject<[Double], Never>([1, 2])
        weak var weakSummary: Summary?
        do {
            let summary = Summary(values: values)
            weakSummary = summary
            XCTAssertEqual(summary.total, 3)
            XCTAssertEqual(summary.label, "Σ 3.0")
            values.send([4, 5])
            XCTAssertEqual(summary.total, 9)
            XCTAssertEqual(summary.label, "Σ 9.0")
        }
        XCTAssertNil(weakSummary, "assign(to:) does not keep the object alive")
        values.send([1])
    }

    func testAssignToOnSetsAKeyPath() {
        final class Bar { var height = 0.0 }
        let bar = Bar()
        let subject = PassthroughSubject<Double, Never>()
        let cancellable = subject.assign(to: \.height, on: bar)
        subject.send(42)
        XCTAssertEqual(bar.height, 42)
        cancellable.cancel()
        subject.send(1)
        XCTAssertEqual(bar.height, 42)
    }
}
