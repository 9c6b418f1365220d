@_spi(ViewLab) import CoreGraphics
@testable import QuartzCore
import XCTest

/// `render(in:)` into a bitmap context over the caller's own bytes: the bytes hold the picture when
/// the call returns, in the context's layout, as after any Core Graphics drawing call.
final class CALayerRenderIntoBitmapTests: XCTestCase {
    /// Reading one colour of a gradient by rendering it into a 1 × 1 RGBA buffer, translated to the
    /// point (an idiom of spinners that colour their dots from a gradient).
    func testRenderFillsACallerOwnedRGBABuffer() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 21)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        func colour(atY y: CGFloat) throws -> [UInt8] {
            var pixel: [UInt8] = [0, 0, 0, 0]
            try pixel.withUnsafeMutableBytes { bytes in
                let ctx = try XCTUnwrap(
                    CGContext(
                        data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
                ctx.translateBy(x: -1, y: -y)
                gradient.render(in: ctx)
            }
            return pixel
        }
        let top = try colour(atY: 0), bottom = try colour(atY: 20)
        XCTAssertEqual(top[3], 255, "opaque: the buffer was written")
        XCTAssertGreaterThan(Int(top[0]), 200, "red where the gradient starts: \(top)")
        XCTAssertGreaterThan(Int(bottom[2]), 200, "blue where it ends: \(bottom)")
    }
}
