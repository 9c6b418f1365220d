@_spi(ViewLab) import CoreGraphics
import ImageIO
import UIKit
import XCTest

/// `UIGraphicsImageRenderer`, the context stack and the legacy image-context functions.
@MainActor
final class DrawingRendererTests: XCTestCase {
    func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    func testRendererIsTopLeftInPointsAtTheFormatScale() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        }
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 8))
        XCTAssertEqual(image.cgImage?.width, 20)
        XCTAssertEqual(rgba(image.cgImage, 0, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 9, 3), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 10, 0), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image.cgImage, 0, 4), [0, 0, 0, 0])
    }

    func testRawBitmapAndRendererAreVerticalMirrorsForTheSameDrawing() async throws {
        let draw: (CGContext) -> Void = { ctx in
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let fromRenderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
            draw($0.cgContext)
        }
        let bitmap = try XCTUnwrap(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        draw(bitmap)
        XCTAssertEqual(rgba(fromRenderer.cgImage, 1, 0), [0, 0, 255, 255])  // top row
        XCTAssertEqual(rgba(bitmap.makeImage(), 1, 3), [0, 0, 255, 255])  // bottom row
        XCTAssertEqual(rgba(bitmap.makeImage(), 1, 0), [0, 0, 0, 0])
    }

    func testContextIsCurrentOnlyWhileActionsRun() async {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        var inside: CGContext?, rendererContext: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
        }
        XCTAssertNotNil(inside)
        XCTAssertTrue(inside === rendererContext)
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsPopContext()  // popping an empty stack is harmless
    }

    func testBoundsOriginOpaqueFormatAndCurrentImage() async {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
            midway = context.currentImage
            UIColor.white.setFill()
            context.fill(CGRect(x: 12, y: 12, width: 2, height: 2))
        }
        XCTAssertEqual(rgba(image.cgImage, 0, 0), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 3, 0), [0, 0, 0, 255])  // opaque black background
        XCTAssertEqual(rgba(image.cgImage, 3, 3), [255, 255, 255, 255])
        XCTAssertEqual(rgba(midway?.cgImage, 3, 3), [0, 0, 0, 255])
        XCTAssertTrue(renderer.allowsImageOutput)
    }

    func testFormatScaleFollowsTheCurrentTraits() async {
        UITraitCollection(userInterfaceStyle: .light, displayScale: 2).performAsCurrent {
            XCTAssertEqual(UIGraphicsImageRendererFormat.default().scale, 2)
            XCTAssertEqual(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { _ in }.cgImage?.width, 6)
        }
        XCTAssertEqual(
            UIGraphicsImageRendererFormat(for: UITraitCollection(userInterfaceStyle: .dark, displayScale: 1)).scale, 1)
    }

    func testPNGDataDecodesToTheDrawing() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let decoded = try PNGDecoder().decode(data)
        XCTAssertEqual(decoded.info.width, 6)
        XCTAssertEqual(decoded.info.scale, 3)
        XCTAssertEqual(rgba(decoded.image, 4, 1), [0, 0, 255, 255])
        XCTAssertEqual(rgba(decoded.image, 1, 1), [0, 0, 0, 0])
    }

    func testBadRendererSizeGivesAPlaceholderInsteadOfCrashing() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 0)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(image.cgImage?.width, 1)
    }

    // MARK: - Legacy image contexts

    func testBeginGetEndImageContext() async throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        XCTAssertEqual(context.width, 8)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(rgba(image.cgImage, 1, 1), [255, 0, 0, 255])
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, UIScreen.main.scale)
        XCTAssertEqual(rgba(UIGraphicsGetImageFromCurrentImageContext()?.cgImage, 0, 0), [0, 0, 0, 255])
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: -1, height: 5))  // refused: nothing pushed
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsEndImageContext()
    }

    func testUIRectFillCopiesAndUIRectFrameDrawsInside() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))  // copy: replaces, no blending
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 4, y: 4, width: 5, height: 5))
        }
        XCTAssertEqual(rgba(image.cgImage, 1, 1), [255, 0, 0, 128])
        XCTAssertEqual(rgba(image.cgImage, 4, 4), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image.cgImage, 8, 6), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image.cgImage, 6, 6), [255, 255, 255, 255])  // inside the frame
        XCTAssertEqual(rgba(image.cgImage, 9, 6), [255, 255, 255, 255])  // outside it
    }

    func testShadowInRendererGoesDown() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 30), format: format).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.blue.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        XCTAssertEqual(rgba(image.cgImage, 20, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 20, 45), [0, 0, 255, 255])  // 10 pt = 20 px below
        XCTAssertEqual(rgba(image.cgImage, 20, 5), [0, 0, 0, 0])
    }

    func testRendererContextStrokeClipAndBlendMode() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.black.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 1, y: 1, width: 18, height: 18))
            UIColor.white.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 10), blendMode: .multiply)
            context.clip(to: CGRect(x: 10, y: 0, width: 10, height: 20))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 16, width: 20, height: 2))
        }
        XCTAssertEqual(rgba(image.cgImage, 1, 10), [0, 0, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 7, 7), [128, 128, 128, 255])
        XCTAssertEqual(rgba(image.cgImage, 12, 7), [255, 255, 255, 255])
        XCTAssertEqual(rgba(image.cgImage, 15, 17), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image.cgImage, 5, 17), [0, 0, 0, 0])
    }
}
