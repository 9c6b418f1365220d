@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import XCTest

/// `CGImageSource` reading what ViewLab's own encoders write: a GIF's frames composited as a
/// viewer shows them, with their delays, and a PNG's one picture.
final class CGImageSourceTests: XCTestCase {
    private func image(_ words: [UInt32], width: Int) -> CGImage {
        words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: words.count / width, bytesPerRow: width * 4)!
        }
    }

    private func colors(_ image: CGImage) -> [UInt32] {
        (0..<image.height).flatMap { y in
            (0..<image.width).map { x in
                let p = image.pixel(x: x, y: y)
                return UInt32(p.alpha) << 24 | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
            }
        }
    }

    /// The encoder writes only the changed rectangle of each frame; the source composites them
    /// back into every whole frame, and gives each frame's delay (25 fps: 0.04 s).
    func testAGIFsFramesComeBackWholeWithTheirDelays() throws {
        let width = 12, height = 8
        let blue = [UInt32](repeating: 0xFF00_00FF, count: width * height)
        var moved = blue
        for y in 2..<5 { for x in 3..<7 { moved[y * width + x] = 0xFFFF_0000 } }
        var green = moved
        green[7 * width + 11] = 0xFF00_FF00
        let data = try GIFEncoder.encode(
            [image(blue, width: width), image(moved, width: width), image(green, width: width)], framesPerSecond: 25)

        let source = try XCTUnwrap(CGImageSourceCreateWithData(data, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "com.compuserve.gif")
        XCTAssertEqual(CGImageSourceGetCount(source), 3)
        for (index, expected) in [blue, moved, green].enumerated() {
            let frame = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, index, nil))
            XCTAssertEqual(colors(frame), expected, "frame \(index)")
            let properties = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any])
            let gif = try XCTUnwrap(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
            XCTAssertEqual(gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double, 0.04)
            XCTAssertEqual(gif[kCGImagePropertyGIFDelayTime as String] as? Double, 0.04)
            XCTAssertEqual(properties[kCGImagePropertyPixelWidth as String] as? Int, width)
        }
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 3, nil))
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(source, -1, nil))
    }

    /// A PNG is one picture without a GIF dictionary; data that is no image gives no source.
    func testAPNGIsOnePictureAndGarbageIsNoSource() throws {
        let png = try PNGEncoder().encode(image([UInt32](repeating: 0xFF11_2233, count: 6), width: 3))
        let source = try XCTUnwrap(CGImageSourceCreateWithData(png, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.png")
        XCTAssertEqual(CGImageSourceGetCount(source), 1)
        XCTAssertEqual(
            CGImageSourceCreateImageAtIndex(source, 0, nil).map(colors), [UInt32](repeating: 0xFF11_2233, count: 6))
        XCTAssertNil(
            (CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])?[
                kCGImagePropertyGIFDictionary as String])
        XCTAssertNil(CGImageSourceCreateWithData(Data("GIF89a, but no more".utf8), nil))
        XCTAssertNil(CGImageSourceCreateWithData(Data([1, 2, 3]), nil))
    }
}
