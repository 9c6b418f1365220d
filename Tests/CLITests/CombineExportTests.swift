import ImageIO
import TestSupport
import XCTest

/// A chart view driven by a view model through `import Combine`, exported with
/// `viewlab export --package` (Apple, `Published`: subscribers receive the new value "in the
/// property's willSet block"; `Timer.publish` and `debounce` on the main run loop/queue, which in
/// exports run on the media clock, so `--time` shows what they did by then, and a tick's date is
/// the clock's).
final class CombineExportTests: XCTestCase {
    /// The package: a view model with `@Published` values, a bar chart that redraws from a
    /// `$values.sink`, one preview set at once and one that grows its bars from a timer.
    private func chartPackage() throws -> URL {
        let package = try ViewLabBinary.temporaryDirectory("viewlab-combine")
        let sources = package.appendingPathComponent("Sources/Charts")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Charts", platforms: [.iOS(.v15)], targets: [.target(name: "Charts")])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import Combine
        import UIKit

        final class ChartViewModel: ObservableObject {
            @Published var values: [CGFloat] = []
            @Published var highlighted: Int?
            private(set) var willChangeCount = 0
            private var cancellables = Set<AnyCancellable>()

            init() {
                objectWillChange.sink { [unowned self] in willChangeCount += 1 }.store(in: &cancellables)
            }

            /// The bars' colour, observed with key-value observing (`publisher(for:)`).
            let settings = ChartSettings()

            /// One more bar every quarter second, counted from the ticks' dates.
            func grow(to all: [CGFloat]) {
                let start = Date()
                Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                    .map { date in Int((date.timeIntervalSince(start) / 0.25).rounded()) }
                    .prefix(all.count)
                    .map { Array(all.prefix($0)) }
                    .assign(to: &$values)
            }
        }

        final class ChartSettings: NSObject {
            @objc dynamic var accent = 0
        }
        """.write(to: sources.appendingPathComponent("ChartViewModel.swift"), atomically: true, encoding: .utf8)
        try """
        import Combine
        import UIKit

        final class BarChartView: UIView {
            let model: ChartViewModel
            private var bars: [CGFloat] = []
            private var highlighted: Int?
            private var barColor = UIColor.blue
            private var cancellables = Set<AnyCancellable>()

            init(model: ChartViewModel) {
                self.model = model
                super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
                backgroundColor = .white
                model.$values
                    .sink { [weak self] values in
                        self?.bars = values
                        self?.setNeedsDisplay()
                    }
                    .store(in: &cancellables)
                model.settings.publisher(for: \\.accent)
                    .receive(on: DispatchQueue.main)
                    .map { $0 == 1 ? UIColor(red: 1, green: 0, blue: 1, alpha: 1) : UIColor.blue }
                    .sink { [weak self] color in
                        self?.barColor = color
                        self?.setNeedsDisplay()
                    }
                    .store(in: &cancellables)
                model.$highlighted
                    .removeDuplicates()
                    .debounce(for: .milliseconds(600), scheduler: DispatchQueue.main)
                    .sink { [weak self] index in
                        self?.highlighted = index
                        self?.setNeedsDisplay()
                    }
                    .store(in: &cancellables)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func draw(_ rect: CGRect) {
                for (index, value) in bars.enumerated() {
                    (index == highlighted ? UIColor.red : barColor).setFill()
                    UIRectFill(CGRect(x: CGFloat(index) * 40 + 5, y: 60 - value * 60, width: 30, height: value * 60))
                }
            }
        }
        """.write(to: sources.appendingPathComponent("BarChartView.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        import Previews

        #Preview("Static", traits: .fixedLayout(width: 120, height: 60)) {
            let model = ChartViewModel()
            let chart = BarChartView(model: model)
            model.values = [0.3, 0.9, 0.6]
            model.settings.accent = 1
            // The sink saw the new values while `model.values` still held the old ones (willSet),
            // and objectWillChange fired once: a green bar says both.
            if model.willChangeCount == 1 { chart.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
            return chart
        }

        #Preview("Growing", traits: .fixedLayout(width: 120, height: 60)) {
            let model = ChartViewModel()
            let chart = BarChartView(model: model)
            model.grow(to: [0.9, 0.9, 0.9])
            model.highlighted = 1
            return chart
        }
        """.write(to: sources.appendingPathComponent("Previews.swift"), atomically: true, encoding: .utf8)
        return package
    }

    /// The colours at the middle height of the three bars (white, blue, red) at `time`, or
    /// without `--time`.
    private func bars(_ package: URL, preview: String, time: String?) throws -> (bars: [String], background: String) {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path] + (time.map { ["--time", $0] } ?? []))
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = out.appendingPathComponent("Previews/\(preview).light-portrait.png")
        let image = try PNGDecoder().decode(contentsOf: file).image
        let scale = image.width / 120
        func name(_ x: Int, _ y: Int) -> String {
            let p = image.pixel(x: x * scale, y: y * scale)
            switch (p.red, p.green, p.blue) {
            case (255, 255, 255): return "white"
            case (0, 0, 255): return "blue"
            case (255, 0, 0): return "red"
            case (0, 255, 0): return "green"
            case (255, 0, 255): return "magenta"
            default: return "\(p.red),\(p.green),\(p.blue)"
            }
        }
        return ([20, 60, 100].map { name($0, 30) }, name(2, 2))
    }

    func testAPublishedChangeAndAKeyValueObservedChangeReachTheSinksThatRedrawTheChart() throws {
        let package = try chartPackage()
        let shown = try bars(package, preview: "Static", time: nil)
        XCTAssertEqual(
            shown.bars, ["green", "magenta", "magenta"],
            "0.3 is below the sampled height; 0.9 and 0.6 reach it, in the accent observed by key-value observing and received on the main queue before the first frame, as the main run loop's turn delivers it on iOS"
        )
        XCTAssertEqual(shown.background, "green", "objectWillChange fired once, before the change")
    }

    func testTimerPublishAndDebounceFollowTheExportClock() throws {
        let package = try chartPackage()
        XCTAssertEqual(
            try bars(package, preview: "Growing", time: "0.3").bars, ["blue", "white", "white"], "one tick by 0.3 s")
        XCTAssertEqual(
            try bars(package, preview: "Growing", time: "0.7").bars, ["blue", "red", "white"],
            "two ticks, and the debounced highlight at 0.6 s")
        XCTAssertEqual(try bars(package, preview: "Growing", time: "1.0").bars, ["blue", "red", "blue"], "three ticks")
        XCTAssertEqual(
            try bars(package, preview: "Growing", time: nil).bars, ["white", "white", "white"],
            "the model tree before any tick")
    }
}
