import UIKit
import XCTest

/// `CGContext.clip(to:mask:)` applies to what UIKit and Core Animation paint on the context
/// themselves: text (`NSString.draw(at:withAttributes:)`) and `CALayer.render(in:)`. The mask is
/// black on the left half and white on the right half, so only the right half may change.
final class ClipMaskTextAndLayerTests: XCTestCase {
    let size = CGSize(width: 120, height: 30)

    var rightHalfMask: CGImage {
        let ctx = CGContext(
            data: nil, width: 120, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 60, y: 0, width: 60, height: 30))
        return ctx.makeImage()!
    }

    /// Renders at 1x, with the mask when `masked`; returns the numbers of painted (non-transparent)
    /// pixels in the left and right halves.
    func paintedPixels(masked: Bool, _ draw: (CGContext) -> Void) -> (left: Int, right: Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            if masked { context.cgContext.clip(to: CGRect(origin: .zero, size: self.size), mask: self.rightHalfMask) }
            draw(context.cgContext)
        }.cgImage!
        var left = 0, right = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 {
                if x < 60 { left += 1 } else { right += 1 }
            }
        }
        return (left, right)
    }

    func testTextIsDrawnThroughTheMask() {
        let text = { (_: CGContext) in
            "MMMMMMMMMM".draw(
                at: CGPoint(x: 0, y: 0),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.red])
        }
        let plain = paintedPixels(masked: false, text), masked = paintedPixels(masked: true, text)
        XCTAssertGreaterThan(plain.left, 50)
        XCTAssertEqual(masked.left, 0)
        XCTAssertEqual(masked.right, plain.right)
    }

    func testLayerRenderInContextIsDrawnThroughTheMask() {
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.backgroundColor = UIColor.red.cgColor
        let plain = paintedPixels(masked: false) { layer.render(in: $0) }
        let masked = paintedPixels(masked: true) { layer.render(in: $0) }
        XCTAssertEqual(plain.left, 60 * 30)
        XCTAssertEqual(masked.left, 0)
        XCTAssertEqual(masked.right, 60 * 30)
    }
}
