@_spi(ViewLab) import CoreGraphics
import UIKit
import XCTest

/// UIImage creation, geometry, encoding, rendering mode and tint.
final class UIImageTests: XCTestCase {
    typealias F = UIImageFixtures

    func testCGImageInitDefaults() {
        let image = UIImage(cgImage: F.quad)
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.imageOrientation, .up)
        XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(image.capInsets, .zero)
        XCTAssertEqual(image.resizingMode, .tile)
        XCTAssertTrue(image.cgImage === F.quad || image.cgImage?.width == 2)
    }

    func testSizeIsInPointsAndSwapsForQuarterTurns() {
        let bitmap = F.bitmap([UInt32](repeating: F.red, count: 30 * 20), width: 30)
        XCTAssertEqual(UIImage(cgImage: bitmap, scale: 2, orientation: .up).size, CGSize(width: 15, height: 10))
        for orientation in UIImage.Orientation.allCases {
            let size = UIImage(cgImage: bitmap, scale: 2, orientation: orientation).size
            let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
            XCTAssertEqual(
                size, turned ? CGSize(width: 10, height: 15) : CGSize(width: 15, height: 10), "\(orientation)")
        }
        for bad: CGFloat in [0, -3, .nan, .infinity] {
            XCTAssertEqual(UIImage(cgImage: bitmap, scale: bad, orientation: .up).scale, 1, "scale \(bad)")
        }
        XCTAssertEqual(UIImage.Orientation.right.rawValue, 3, "raw values match UIKit")
        XCTAssertEqual(UIImage.Orientation.rightMirrored.rawValue, 7)
    }

    // MARK: - Data and files

    func testDataInitIgnoresPHYsAndTakesAnExplicitScale() throws {
        let data = try PNGEncoder().encode(F.bitmap([UInt32](repeating: F.blue, count: 36), width: 6), scale: 3)
        let plain = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(plain.scale, 1, "UIImage(data:) is 1× whatever the file says")
        XCTAssertEqual(plain.size, CGSize(width: 6, height: 6))
        let scaled = try XCTUnwrap(UIImage(data: data, scale: 3))
        XCTAssertEqual(scaled.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(F.word(try XCTUnwrap(scaled.cgImage), 5, 5), F.blue)
    }

    func testBadDataIsNilWithAOneLineReason() {
        var result: UIImage? = UIImage(cgImage: F.quad)
        let messages = F.failures { result = UIImage(data: Data("not a png".utf8)) }
        XCTAssertNil(result)
        XCTAssertEqual(messages, ["UIImage(data:): not a PNG file (bad signature)"])
    }

    func testContentsOfFileTakesTheScaleFromTheName() throws {
        let folder = F.temporaryFolder(self)
        let file = folder.appendingPathComponent("icon@2x.png")
        try F.writeSolid(F.green, pixels: 8, to: file)
        let image = try XCTUnwrap(UIImage(contentsOfFile: file.path))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
        try F.writeSolid(F.green, pixels: 8, to: folder.appendingPathComponent("plain.png"))
        XCTAssertEqual(UIImage(contentsOfFile: folder.appendingPathComponent("plain.png").path)?.scale, 1)

        let missing = folder.appendingPathComponent("missing.png").path
        var loaded: UIImage?
        let messages = F.failures { loaded = UIImage(contentsOfFile: missing) }
        XCTAssertNil(loaded)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("\(missing): cannot read the file") ?? false, "\(messages)")
    }

    func testPNGDataRoundTrip() throws {
        let image = UIImage(
            cgImage: F.bitmap([F.red, 0x8000_0080, F.clear, F.white], width: 2), scale: 2, orientation: .up)
        let data = try XCTUnwrap(image.pngData())
        let back = try PNGDecoder().decode(data)
        XCTAssertEqual(back.info.scale, 2, "pHYs carries the scale")
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            XCTAssertEqual(F.word(back.image, x, y), F.word(image.cgImage!, x, y))
        }
    }

    // MARK: - Rendering mode and tint

    func testRenderingModeCopies() {
        let image = UIImage(cgImage: F.quad, scale: 2, orientation: .down)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(image.renderingMode, .automatic, "the original is unchanged")
        XCTAssertEqual(template.scale, 2)
        XCTAssertEqual(template.imageOrientation, .down)
        XCTAssertTrue(template.cgImage === image.cgImage, "the bitmap is shared")
        XCTAssertEqual(template.withRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal)
    }

    func testTintIsTheColourMaskedByAlpha() throws {
        let image = UIImage(cgImage: F.bitmap([F.red, 0x8040_2010, F.clear, F.white], width: 2)).withRenderingMode(
            .alwaysTemplate)
        let tinted = image.withTintColor(.blue)
        XCTAssertEqual(tinted.renderingMode, .alwaysTemplate, "withTintColor(_:) keeps the rendering mode")
        let bitmap = try XCTUnwrap(tinted.cgImage)
        XCTAssertEqual(hex(F.word(bitmap, 0, 0)), hex(F.blue))
        XCTAssertEqual(hex(F.word(bitmap, 1, 0)), hex(0x8000_0080), "alpha 128 keeps alpha 128")
        XCTAssertEqual(hex(F.word(bitmap, 0, 1)), hex(F.clear))
        XCTAssertEqual(hex(F.word(bitmap, 1, 1)), hex(F.blue))

        let translucent = image.withTintColor(
            UIColor(red: 0, green: 1, blue: 0, alpha: 0.5), renderingMode: .alwaysOriginal)
        XCTAssertEqual(translucent.renderingMode, .alwaysOriginal)
        let word = F.word(try XCTUnwrap(translucent.cgImage), 0, 0)
        XCTAssertEqual(Int(word >> 24), 128, accuracy: 1)
        XCTAssertEqual(Int(word >> 8 & 0xFF), 128, accuracy: 1)
    }
}
