@_spi(ViewLab) import CoreGraphics
import ImageIO
import XCTest

/// JPEG written and read through libjpeg: the file is a real JFIF that libjpeg decodes back to the
/// picture within JPEG's tolerance, and the quality trades size for fidelity.
final class JPEGCodecTests: XCTestCase {
    /// 64×64: four flat quadrants (red, green, blue, white) and a noisy band at the bottom, with
    /// a transparent square in the white quadrant.
    private func picture() throws -> CGImage {
        let context = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 64, height: 64), scale: 1))
        let quadrants: [(CGRect, CGColor)] = [
            (CGRect(x: 0, y: 0, width: 32, height: 24), CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            (CGRect(x: 32, y: 0, width: 32, height: 24), CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
            (CGRect(x: 0, y: 24, width: 32, height: 24), CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            (CGRect(x: 32, y: 24, width: 32, height: 24), CGColor(red: 1, green: 1, blue: 1, alpha: 1)),
        ]
        for (rect, color) in quadrants {
            context.setFillColor(color)
            context.fill(rect)
        }
        context.clear(CGRect(x: 40, y: 30, width: 16, height: 12))
        var seed: UInt32 = 7
        for y in 48..<64 {
            for x in 0..<64 {
                seed = seed &* 1_103_515_245 &+ 12345
                let grey = CGFloat((seed >> 16) & 0xFF) / 255
                context.setFillColor(CGColor(red: grey, green: grey, blue: grey, alpha: 1))
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return try XCTUnwrap(context.makeImage())
    }

    private func assertColor(
        _ image: CGImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = image.pixel(x: x, y: y)
        let actual = (Int(p.red), Int(p.green), Int(p.blue))
        XCTAssert(
            abs(actual.0 - expected.0) <= tolerance && abs(actual.1 - expected.1) <= tolerance
                && abs(actual.2 - expected.2) <= tolerance,
            "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance)", file: file, line: line)
        XCTAssertEqual(p.alpha, 255, "JPEG is opaque", file: file, line: line)
    }

    func testLibjpegDecodesTheWrittenFileToThePictureWithinJPEGTolerance() throws {
        let data = try JPEGEncoder(compressionQuality: 0.9).encode(picture())
        XCTAssertEqual(Array(data.prefix(3)), [0xFF, 0xD8, 0xFF], "SOI marker")
        XCTAssertEqual(Array(data.suffix(2)), [0xFF, 0xD9], "EOI marker")
        XCTAssertEqual(Array(data[6..<10]), Array("JFIF".utf8), "a JFIF file")
        let decoded = try JPEGDecoder().decode(data)
        XCTAssertEqual([decoded.width, decoded.height], [64, 64])
        assertColor(decoded, 8, 8, (255, 0, 0))
        assertColor(decoded, 56, 8, (0, 255, 0))
        assertColor(decoded, 8, 40, (0, 0, 255))
        assertColor(decoded, 60, 26, (255, 255, 255))
    }

    func testTransparentPixelsComeOutBlackAsJPEGHasNoAlpha() throws {
        let decoded = try JPEGDecoder().decode(JPEGEncoder(compressionQuality: 1).encode(picture()))
        assertColor(decoded, 48, 36, (0, 0, 0))
    }

    func testLowerQualityMakesASmallerFileFurtherFromThePicture() throws {
        let image = try picture()
        let best = try JPEGEncoder(compressionQuality: 1).encode(image)
        let worst = try JPEGEncoder(compressionQuality: 0).encode(image)
        XCTAssertLessThan(
            worst.count, best.count / 2, "quality 0 is much smaller (\(worst.count) vs \(best.count) bytes)")
        XCTAssertEqual(JPEGEncoder(compressionQuality: 0.5).libjpegQuality, 51)
        XCTAssertEqual(JPEGEncoder(compressionQuality: 7).libjpegQuality, 100, "clamped")
        XCTAssertEqual(JPEGEncoder(compressionQuality: .nan).libjpegQuality, 1)
    }

    func testAHeaderClaimingAHugeImageIsRefusedBeforePixelsAreAllocated() throws {
        var data = try JPEGEncoder().encode(picture())
        let sof = try XCTUnwrap(
            (0..<data.count - 1).first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 }, "a baseline SOF0 marker")
        data.replaceSubrange(sof + 5..<sof + 9, with: [0x3E, 0x80, 0x3E, 0x80])  // 16000 × 16000
        XCTAssertTrue(try JPEGDecoder().size(of: data) == (16000, 16000))
        XCTAssertThrowsError(try JPEGDecoder().decode(data, source: "bomb.jpg")) { error in
            XCTAssertEqual("\(error)", "bomb.jpg: 16000x16000 is more than 67108864 pixels")
        }
    }

    func testBadDataIsAOneLineErrorNamingTheSource() throws {
        XCTAssertThrowsError(try JPEGDecoder().decode(Data([1, 2, 3, 4]), source: "x.jpg")) { error in
            XCTAssertEqual("\(error)", "x.jpg: not a JPEG (no SOI marker)")
        }
        let truncated = try JPEGEncoder().encode(picture()).prefix(40)
        XCTAssertThrowsError(try JPEGDecoder().decode(Data(truncated), source: "cut.jpg")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("cut.jpg: "), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }
}
