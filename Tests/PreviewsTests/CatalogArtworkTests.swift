import CoreGraphics
import ImageIO
import TestSupport
import UIKit
import ViewLabRender
import ViewLabSupport
import XCTest

/// The catalog's pictures in `Playgrounds/Resources` are made by `CatalogArtwork`: each checked-in
/// PNG must match a fresh drawing (so the files cannot drift from their generator), and
/// `VIEWLAB_RECORD=1` rewrites them.
@MainActor
final class CatalogArtworkTests: XCTestCase {
    var resources: URL { ViewLabBinary.repositoryRoot.appendingPathComponent("Playgrounds/Resources") }

    func testResourcePNGsMatchTheirGenerator() async throws {
        let record = ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1"
        for picture in CatalogArtwork.all {
            for scale in CatalogArtwork.scales {
                let url = resources.appendingPathComponent("\(picture.name)@\(Int(scale))x.png")
                let drawn = try XCTUnwrap(picture.image(scale: scale).cgImage)
                XCTAssertEqual(drawn.width, Int(picture.size.width * scale))
                if record {
                    try PNGEncoder().encode(drawn, scale: scale).write(to: url)
                    print("CatalogArtwork: wrote \(url.path)")
                    continue
                }
                let stored = try PNGDecoder().decode(contentsOf: url).image
                let comparison = try XCTUnwrap(
                    ImageComparison(threshold: 2).compare(drawn, stored), "\(url.lastPathComponent): size changed")
                XCTAssertLessThanOrEqual(
                    comparison.differingFraction, 0.002,
                    "\(url.lastPathComponent) no longer matches CatalogArtwork (VIEWLAB_RECORD=1 rewrites it)")
            }
        }
    }

    func testPicturesLoadWithUIImageNamedAtTheirPointSize() async throws {
        HostEnvironment.provideResourceFolders()  // the host gives UIKit `Playgrounds/Resources`
        for picture in CatalogArtwork.all {
            let image = try XCTUnwrap(UIImage(named: picture.name), picture.name)
            XCTAssertEqual(image.size, picture.size, picture.name)
            XCTAssertEqual(image.scale, 3, "a 3× screen picks the @3x file")
        }
    }
}
