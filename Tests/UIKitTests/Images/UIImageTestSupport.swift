@_spi(ViewLab) import CoreGraphics
import UIKit
import XCTest

/// Helpers shared by the UIImage tests.
enum UIImageFixtures {
    typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
    static let white: UInt32 = 0xFFFF_FFFF, black: UInt32 = 0xFF00_0000, clear: UInt32 = 0
    static let yellow: UInt32 = 0xFFFF_FF00, gray: UInt32 = 0xFF80_8080

    /// An image from premultiplied ARGB words, row-major, row 0 at the top.
    static func bitmap(_ words: [UInt32], width: Int) -> CGImage {
        words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: words.count / width, bytesPerRow: width * 4)!
        }
    }

    /// 2×2: red, green / blue, white.
    static var quad: CGImage { bitmap([red, green, blue, white], width: 2) }

    /// Renders `body` into a UIKit context of `size` points at `scale` and returns the pixels.
    static func render(_ size: CGSize, scale: CGFloat = 1, _ body: (CGContext) -> Void) -> CGImage {
        let context = CGContext(flippedSize: size, scale: scale)!
        UIGraphicsPushContext(context)
        body(context)
        UIGraphicsPopContext()
        return context.makeImage()!
    }

    /// The premultiplied word at a device pixel.
    static func word(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.withPixels { bytes, stride in bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }

    /// A fresh temporary folder, removed at the end of the test.
    static func temporaryFolder(_ test: XCTestCase) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-uiimage-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes a solid `pixels`×`pixels` PNG.
    static func writeSolid(_ word: UInt32, pixels: Int, to url: URL) throws {
        try PNGEncoder().write(bitmap([UInt32](repeating: word, count: pixels * pixels), width: pixels), to: url)
    }

    /// Collects loading-failure messages while `body` runs.
    static func failures(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let saved = UIImage.loadingFailureHandler
        UIImage.loadingFailureHandler = { messages.append($0) }
        body()
        UIImage.loadingFailureHandler = saved
        return messages
    }
}

func hex(_ word: UInt32) -> String { String(word, radix: 16) }
