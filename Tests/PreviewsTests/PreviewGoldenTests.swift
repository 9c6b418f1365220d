import Previews
import TestSupport
import UIKit
import ViewLabRender
import XCTest

/// Renders bundled `#Preview`s from `Playgrounds/` and compares them with golden PNGs, which are
/// decoded again with libpng.
@MainActor
final class PreviewGoldenTests: XCTestCase {
    func testSwatchesLightAndDark() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "ColorSwatches/Swatches"))
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try PreviewRenderer.render(preview, variant: PreviewVariant(appearance: appearance), scale: 2)
            XCTAssertEqual([image.width, image.height], [640, 128])
            GoldenImage.assertMatches(
                image: image, named: "swatches-\(appearance == .dark ? "dark" : "light")", tolerance: 1)
        }
    }

    func testExportedPNGRoundTripsThroughLibpng() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "ColorSwatches/Swatches"))
        let out = try ViewLabBinary.temporaryDirectory()
        var options = ExportOptions(outputDirectory: out)
        options.filters = ["/Swatches"]
        let summary = try CatalogExporter(options: options).run(previews: [preview])
        XCTAssertEqual(summary.written.count, 1)
        XCTAssertEqual(summary.failures.count, 0)
        let decoded = try PNGDecoder().decode(contentsOf: out.appendingPathComponent(summary.written[0].path))
        XCTAssertEqual(
            summary.written[0].pixelHash, PixelHash.of(decoded.image), "the PNG holds exactly the rendered pixels")
        GoldenImage.assertMatches(image: decoded.image, named: "swatches-light-3x", tolerance: 0)
    }
}
