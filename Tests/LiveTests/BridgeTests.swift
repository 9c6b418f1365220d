import Foundation
import ImageIO
import TestSupport
import XCTest

/// The source bridge through the real `viewlab`: `export --package` and `:load` of code written
/// for Xcode (BridgeFixtures), diagnostics on the original lines, and packages with bad targets.
final class BridgeTests: XCTestCase {
    static let checks = [
        "RatingView/Delegate", "RatingView/Rating layout", "StarButton/Target action", "SwipeRecognizer/Gesture",
        "Ticker/Timer",
    ]

    func assertGreen(_ png: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let image = try PNGDecoder().decode(contentsOf: png).image
        let centre = image.pixel(x: image.width / 2, y: image.height / 2)
        XCTAssertEqual(
            // systemGreen
            [centre.red, centre.green, centre.blue], [0x34, 0xC7, 0x59], png.lastPathComponent, file: file, line: line)
    }

    func testExportPackageWrittenForXcode() throws {
        let package = try BridgeFixtures.package()
        let out = try ViewLabBinary.temporaryDirectory("viewlab-bridge-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 5 PNGs, 0 failed"), result.stdout + result.stderr)
        for check in BridgeTests.checks {
            try assertGreen(out.appendingPathComponent("\(check).light-portrait.png"))
        }
    }

    func testLoadInScriptMode() throws {
        let package = try BridgeFixtures.package()
        let png = package.appendingPathComponent("timer.png")
        let folder = package.appendingPathComponent("Sources/Components")
        let result = try LiveFixtures.loadAndExport(
            folder, construct: "TimerCheck(frame: CGRect(x: 0, y: 0, width: 40, height: 40))", to: png)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("· 5 previews · classes: RatingView, "), result.stdout)
        try assertGreen(png)
    }

    func testTypeErrorReportsTheOriginalFileAndLine() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-bridge-diag")
        let text = """
            import UIKit.UIView

            class Pulse: UIView {
                @objc func tick() {
                    let count: Int = "three"
                }
                func wire() { _ = #selector(tick) }
            }

            """
        let file = try LiveFixtures.write(text, to: "Pulse.swift", in: dir)
        let result = try ViewLabBinary.run([], input: ":load \(file.path)\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "\(file.path):5:26: error: cannot convert value of type 'String' to specified type 'Int'"),
            result.stderr)
    }

    func testBadTargetsDoNotStopThePackageExport() throws {
        let trapping = """
            import UIKit

            #Preview("Trap", traits: .fixedLayout(width: 40, height: 40)) {
                let values: [Int] = []
                _ = values[3]
                return UIView()
            }

            """
        let broken = "import UIKit\n\nlet x: Int = \"no\"\n"
        let package = try BridgeFixtures.package(extraTargets: [
            "Broken": ["Broken.swift": broken], "Trapping": ["Trap.swift": trapping],
        ])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-bridge-bad")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("viewlab: target Broken did not compile; its previews are skipped:"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "Broken.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("Trap/Trap"), result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 5 PNGs, 1 failed"), result.stdout + result.stderr)
        for check in BridgeTests.checks {
            try assertGreen(out.appendingPathComponent("\(check).light-portrait.png"))
        }
    }
}
