import Foundation
import ImageIO
import TestSupport
import XCTest

/// A bar chart in the style chart libraries animate their entry with — each bar's growth started
/// by its own `DispatchQueue.main.asyncAfter`, a marker set by `perform(_:with:afterDelay:)`, a
/// block queued with `DispatchQueue.main.async` from inside one of those callbacks — exported
/// through the real `viewlab export --package --time`: every delayed block runs on the preview's
/// media clock, at its deadline.
final class MediaClockDispatchExportTests: XCTestCase {
    static let barChart = """
        import UIKit

        /// Seven bars (x = 10·i, 8 pt wide) that grow from the bottom to y = 10 in 0.2 s each, the
        /// i-th starting at 0.2·i s; a red strip on top whose width becomes 100 × the media time at
        /// which a block queued from the third bar's callback ran; a dot that turns blue 0.3 s in.
        public final class BarChart: UIView {
            private var bars: [UIView] = []
            private let strip = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
            private let dot = UIView(frame: CGRect(x: 72, y: 0, width: 4, height: 4))

            public override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                strip.backgroundColor = .systemRed
                dot.backgroundColor = .systemRed
                addSubview(strip)
                addSubview(dot)
                for index in 0..<7 {
                    let bar = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 60, width: 8, height: 0))
                    bar.backgroundColor = .systemGreen
                    addSubview(bar)
                    bars.append(bar)
                }
                for (index, bar) in bars.enumerated() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2 * Double(index)) {
                        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                            bar.frame = CGRect(x: bar.frame.minX, y: 10, width: 8, height: 50)
                        })
                        if index == 2 {
                            DispatchQueue.main.async { self.strip.frame.size.width = CGFloat(CACurrentMediaTime() * 100) }
                        }
                    }
                }
                perform(#selector(markDone), with: nil, afterDelay: 0.3)
            }

            @objc private func markDone() { dot.backgroundColor = .systemBlue }

            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview("Bars", traits: .fixedLayout(width: 80, height: 64)) {
            BarChart(frame: CGRect(x: 0, y: 0, width: 80, height: 64))
        }

        #Preview("Growth", traits: .fixedLayout(width: 80, height: 64), .viewlabTimeline(seconds: 1.2, fps: 10)) {
            BarChart(frame: CGRect(x: 0, y: 0, width: 80, height: 64))
        }

        """

    /// The package exported once at `--time 0.5`, scale 1 (the still and the timeline from 0.5 s).
    nonisolated(unsafe) private static var exported: URL?

    private func export() throws -> URL {
        if let out = MediaClockDispatchExportTests.exported { return out }
        let package = try LiveFixtures.package(
            "viewlab-system-bars-pkg", name: "Bars",
            targets: ["Bars": ["BarChart.swift": MediaClockDispatchExportTests.barChart]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-system-bars-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--scale", "1", "--time", "0.5"],
            in: package)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        MediaClockDispatchExportTests.exported = out
        return out
    }

    private let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
    private let red: [UInt8] = [0xFF, 0x3B, 0x30], blue: [UInt8] = [0x00, 0x7A, 0xFF]

    private func still() throws -> (_ x: Int, _ y: Int) -> [UInt8] {
        let image = try PNGDecoder().decode(
            contentsOf: export().appendingPathComponent("BarChart/Bars.light-portrait.png")
        ).image
        return { x, y in
            let p = image.pixel(x: x, y: y); return [p.red, p.green, p.blue]
        }
    }

    /// Apple, `asyncAfter(deadline:execute:)`: the block runs once its deadline has passed — here
    /// on the preview's media clock, so at 0.5 s bars 0 and 1 have grown, bar 2 (started at 0.4 s)
    /// is half-way, and bars 3 to 6 have not started.
    func testMainQueueAsyncAfterRunsAtItsDeadlineOnThePreviewsClock() throws {
        let pixel = try still()
        XCTAssertEqual(pixel(4, 12), green, "bar 0 (0–0.2 s) full")
        XCTAssertEqual(pixel(14, 12), green, "bar 1 (0.2–0.4 s) full")
        XCTAssertEqual(pixel(24, 50), green, "bar 2 (from 0.4 s) half-way: its lower half")
        XCTAssertEqual(pixel(24, 20), white, "bar 2 not yet above half")
        for index in 3..<7 { XCTAssertEqual(pixel(index * 10 + 4, 58), white, "bar \(index) not started at 0.5 s") }
    }

    /// Apple, `perform(_:with:afterDelay:)`: "sets up a timer to perform the aSelector message on the
    /// current thread's run loop" — on the media clock here: the dot is blue at 0.5 s.
    func testPerformAfterDelayRunsOnThePreviewsClock() throws {
        XCTAssertEqual(try still()(74, 2), blue)
    }

    /// The main run loop serves the main queue on every iteration: a block queued with
    /// `DispatchQueue.main.async` from the callback that ran at 0.4 s runs at 0.4 s (strip 40 pt),
    /// not when the export reaches 0.5 s.
    func testBlocksQueuedOnTheMainQueueRunAtTheClocksMoment() throws {
        let pixel = try still()
        XCTAssertEqual(pixel(38, 2), red)
        XCTAssertEqual(pixel(42, 2), white, "the strip is 40 pt wide: the block ran at 0.4 s")
    }

    /// The timeline grows the seven bars one by one: frame k (0.5 + k/10 s) shows every bar whose
    /// growth (0.2·i to 0.2·i + 0.2 s) has ended.
    func testTimelineGrowsTheBarsOneByOne() throws {
        let apng = try APNGReader(
            Data(contentsOf: export().appendingPathComponent("BarChart/Growth.light-portrait.png")))
        XCTAssertEqual(apng.frames.count, 12)
        func full(_ k: Int) -> Int {
            (0..<7).filter { index in
                let offset = (12 * apng.width + index * 10 + 4) * 4
                return Array(apng.frames[k].canvas[offset..<offset + 3]) == green
            }.count
        }
        let expected = (0..<12).map { k in
            (0..<7).filter { 0.2 * Double($0) + 0.2 <= 0.5 + Double(k) / 10 + 0.001 }.count
        }
        XCTAssertEqual((0..<12).map(full), expected)
        XCTAssertEqual(expected.last, 7)
    }
}
