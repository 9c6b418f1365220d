import UIKit
import ViewLabRender
@testable import ViewLabTesting
import XCTest

/// `.images(appearance:orientation:contentSize:)`: one reference per cell, named as `viewlab export`
/// names variants, each rendered with its cell's settings.
@MainActor
final class SnapshotMatrixTests: XCTestCase {
    /// A screen whose background follows the appearance and whose text follows the text size.
    func makeScreen() -> UIView {
        let screen = UIView()
        screen.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 200))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.text = "Snapshot matrix"
        screen.addSubview(label)
        return screen
    }

    func test_matrix_recordsOneReferencePerCell_withStableNames_andEachCellsSettings() async throws {
        let folder = try SnapshotFolder()
        let strategy = Snapshotting.images(
            appearance: [.light, .dark], orientation: [.portrait, .landscape],
            contentSize: [.large, .accessibilityExtraLarge])
        XCTAssertEqual(
            strategy.cells.map(\.suffix),
            [
                "-light-portrait", "-light-portrait-AX3", "-light-landscape", "-light-landscape-AX3",
                "-dark-portrait", "-dark-portrait-AX3", "-dark-landscape", "-dark-landscape-AX3",
            ])
        let recorded = folder.verify(.view(makeScreen()), as: strategy, named: "screen")
        XCTAssertEqual(recorded.count, 8)
        XCTAssertTrue(recorded.allSatisfy { $0.message.contains("because there was no reference") }, "\(recorded)")
        XCTAssertEqual(
            folder.files(in: folder.references), strategy.cells.map { "test_card.screen\($0.suffix).png" }.sorted())

        func reference(_ suffix: String) throws -> CGImage {
            try folder.image(folder.references.appendingPathComponent("test_card.screen\(suffix).png"))
        }
        let light = try reference("-light-portrait"), dark = try reference("-dark-landscape"),
            large = try reference("-dark-landscape-AX3")
        XCTAssertEqual([light.width, light.height], [1179, 2556])
        XCTAssertEqual([dark.width, dark.height], [2556, 1179])
        XCTAssertEqual(light.rgba(5, 5), [255, 255, 255, 255])
        XCTAssertEqual(dark.rgba(5, 5), [0, 0, 0, 255])
        XCTAssertGreaterThan(
            try PerceptualComparison().compare(large, dark).differingPixels, 1000, "AX3 text is larger")
        XCTAssertEqual(folder.verify(.view(makeScreen()), as: strategy, named: "screen").map(\.message), [])
    }
}
