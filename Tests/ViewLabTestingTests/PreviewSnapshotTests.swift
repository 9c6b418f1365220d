import Previews
import ViewLabTesting
import XCTest

/// `assertPreviewSnapshots(module:)`: every `#Preview` of the module becomes a reference.
@MainActor
final class PreviewSnapshotTests: XCTestCase {
    func test_everyPreviewOfAModule_isRecorded_thenMatches() async throws {
        let folder = try SnapshotFolder()
        let previews = PreviewRegistry.all.filter { $0.fileID.hasPrefix("Playgrounds/") }
        XCTAssertGreaterThan(previews.count, 10)
        let recorded = try XCTUnwrap(
            verifyPreviewSnapshots(module: "Playgrounds", record: .missing, snapshotDirectory: folder.references.path))
        XCTAssertEqual(recorded.split(separator: "\n").count, previews.count)
        // One file per preview, named after its id with `/`, spaces and brackets as `-`.
        let names = folder.files(in: folder.references)
        XCTAssertEqual(names.count, previews.count)
        for id in ["ColorSwatches-Swatches", "ColorSwatches-On-screen", "ProgressRingView-Progress--progress-0.25-"] {
            XCTAssertTrue(
                names.contains("test_everyPreviewOfAModule_isRecorded_thenMatches.\(id).png"), "\(id) in \(names)")
        }
        XCTAssertNil(
            verifyPreviewSnapshots(module: "Playgrounds", record: .never, snapshotDirectory: folder.references.path))
    }

    func test_aModuleWithoutPreviews_fails_namingTheModulesThatHaveSome() async {
        let message = verifyPreviewSnapshots(module: "Playground", record: .never)
        XCTAssertTrue(
            message?.hasPrefix("No #Preview found in module Playground; modules with previews: ") == true,
            message ?? "nil")
        XCTAssertTrue(message?.contains("Playgrounds") == true, message ?? "nil")
    }
}
