@_spi(ViewLab) @testable import CoreGraphics
import CCairo
import UIKit
import XCTest
import ViewLabSupport

/// The sample images in `Playgrounds/Resources` are made here, by code: a 24-point badge
/// (`viewlab-badge@2x.png`, `@3x.png`) and a 16-point speech-bubble frame for nine-part
/// stretching (`viewlab-bubble@2x.png`, caps of 7 points). The test checks that the committed
/// files are exactly what this code draws; `VIEWLAB_RECORD=1` (re)writes them.
final class UIImageResourceImagesTests: XCTestCase {
    static let recording = ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] == "1"

    /// A blue disc with a white check mark, `points` wide.
    static func badge(points: CGFloat, scale: CGFloat) -> CGImage {
        draw(points: points, scale: scale) { cairo in
            cairo_arc(cairo, 12, 12, 11, 0, 2 * Double.pi)
            cairo_set_source_rgb(cairo, 0, 122.0 / 255, 1)
            cairo_fill(cairo)
            cairo_move_to(cairo, 7, 12.5)
            cairo_line_to(cairo, 10.5, 16)
            cairo_line_to(cairo, 17, 8.5)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_set_line_width(cairo, 2.5)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cairo)
        }
    }

    /// A rounded frame (radius 6, 1.5-point border) on a light fill, `points` wide.
    static func bubble(points: CGFloat, scale: CGFloat) -> CGImage {
        draw(points: points, scale: scale) { cairo in
            let (x, y, w, h, r) = (1.0, 1.0, 14.0, 14.0, 6.0)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x + w - r, y + r, r, -Double.pi / 2, 0)
            cairo_arc(cairo, x + w - r, y + h - r, r, 0, Double.pi / 2)
            cairo_arc(cairo, x + r, y + h - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cairo, x + r, y + r, r, Double.pi, 1.5 * Double.pi)
            cairo_close_path(cairo)
            cairo_set_source_rgb(cairo, 0.93, 0.95, 1)
            cairo_fill_preserve(cairo)
            cairo_set_source_rgb(cairo, 0.2, 0.35, 0.8)
            cairo_set_line_width(cairo, 1.5)
            cairo_stroke(cairo)
        }
    }

    static func draw(points: CGFloat, scale: CGFloat, _ body: (OpaquePointer) -> Void) -> CGImage {
        let context = CGContext(flippedSize: CGSize(width: points, height: points), scale: scale)!
        body(context.cairo)
        return context.makeImage()!
    }

    static var expected: [(name: String, image: CGImage, scale: CGFloat)] {
        [
            ("viewlab-badge@2x.png", badge(points: 24, scale: 2), 2),
            ("viewlab-badge@3x.png", badge(points: 24, scale: 3), 3),
            ("viewlab-bubble@2x.png", bubble(points: 16, scale: 2), 2),
        ]
    }

    func testResourceImagesMatchTheirGenerator() throws {
        let folder = try XCTUnwrap(HostEnvironment.resourcesDirectory, "Playgrounds/Resources must exist")
        for item in Self.expected {
            let url = folder.appendingPathComponent(item.name)
            if Self.recording || !FileManager.default.fileExists(atPath: url.path) {
                XCTAssertTrue(Self.recording, "\(item.name) is missing (run with VIEWLAB_RECORD=1 to write it)")
                try PNGEncoder().write(item.image, to: url, scale: item.scale, text: [("Software", "ViewLab")])
                continue
            }
            let stored = try PNGDecoder().decode(contentsOf: url)
            XCTAssertEqual(stored.info.scale, item.scale, item.name)
            XCTAssertEqual(stored.image.width, item.image.width, item.name)
            XCTAssertEqual(stored.image.height, item.image.height, item.name)
            var differing = 0
            for y in 0..<item.image.height {
                for x in 0..<item.image.width
                where UIImageFixtures.word(stored.image, x, y) != UIImageFixtures.word(item.image, x, y) {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "\(item.name) differs from its generator (VIEWLAB_RECORD=1 rewrites it)")
        }
    }
}
