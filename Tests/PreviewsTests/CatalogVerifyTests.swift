import Foundation
import TestSupport
import XCTest

/// The whole bundled catalog, rendered by the real `viewlab` binary in light and dark, portrait and
/// landscape, must match the reference images in `CatalogReferences/` (recorded with the same
/// command plus `--record`: `viewlab verify --reference Tests/PreviewsTests/CatalogReferences --record
/// --appearance light,dark --orientation portrait,landscape --scale 2`).
final class CatalogVerifyTests: XCTestCase {
    /// The flags the references were recorded with.
    static let variantFlags = ["--appearance", "light,dark", "--orientation", "portrait,landscape", "--scale", "2"]

    func testCatalogMatchesReferenceImages() throws {
        let binary = ViewLabBinary.url
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: binary.path), "build the viewlab binary first (swift build)")
        let references = ViewLabBinary.repositoryRoot.appendingPathComponent("Tests/PreviewsTests/CatalogReferences")
        let report = try ViewLabBinary.temporaryDirectory("catalog-verify")
        let result = try ViewLabBinary.run(
            ["verify", "--reference", references.path, "--report", report.path] + Self.variantFlags)
        XCTAssertEqual(result.status, 0, "viewlab verify failed:\n\(result.stderr)\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains(" 0 failed"), result.stdout)
        XCTAssertFalse(result.stdout.contains(" 0 matched"), "nothing was compared: \(result.stdout)")
    }
}
