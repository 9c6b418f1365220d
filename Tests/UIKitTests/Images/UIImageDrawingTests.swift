@_spi(ViewLab) import CoreGraphics
import UIKit
import XCTest

/// Drawing UIImages into UIKit contexts: placement, scale, orientation, opacity, blend mode,
/// nine-part resizing and tint — checked pixel by pixel.
final class UIImageDrawingTests: XCTestCase {
    typealias F = UIImageFixtures

    func assertWord(
        _ image: CGImage, _ x: Int, _ y: Int, _ expected: UInt32, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(hex(F.word(image, x, y)), hex(expected), "pixel (\(x), \(y))", file: file, line: line)
    }

    // MARK: - Placement

    func testDrawAtPutsTheTopLeftCornerAtThePointUpright() {
        let image = UIImage(cgImage: F.quad)
        let result = F.render(CGSize(width: 4, height: 4)) { _ in image.draw(at: CGPoint(x: 1, y: 1)) }
        assertWord(result, 1, 1, F.red)  // image row 0 at the top: upright, unlike CGContext.draw
        assertWord(result, 2, 1, F.green)
        assertWord(result, 1, 2, F.blue)
        assertWord(result, 2, 2, F.white)
        assertWord(result, 0, 0, F.clear)
        assertWord(result, 3, 3, F.clear)
    }

    func testScaledImagesDrawPixelForPixelOnAMatchingScreen() {
        // 4×4 pixels at 2× = 2×2 points, drawn in a 2-point context at scale 2: an exact copy.
        let words: [UInt32] = (0..<16).map { 0xFF00_0000 | UInt32($0 * 0x0F0F0F) }
        let image = UIImage(cgImage: F.bitmap(words, width: 4), scale: 2, orientation: .up)
        let result = F.render(CGSize(width: 2, height: 2), scale: 2) { _ in image.draw(at: .zero) }
        for y in 0..<4 {
            for x in 0..<4 { assertWord(result, x, y, words[y * 4 + x]) }
        }
    }

    func testDrawInRectScalesToFill() {
        let image = UIImage(cgImage: F.quad)
        let result = F.render(CGSize(width: 10, height: 10)) { context in
            context.interpolationQuality = .none
            image.draw(in: CGRect(x: 2, y: 2, width: 8, height: 6))
        }
        assertWord(result, 2, 2, F.red)
        assertWord(result, 9, 2, F.green)
        assertWord(result, 2, 7, F.blue)
        assertWord(result, 9, 7, F.white)
        assertWord(result, 5, 4, F.red)
        assertWord(result, 6, 5, F.white)
        assertWord(result, 2, 8, F.clear)
    }

    func testTransformsApply() {
        let image = UIImage(cgImage: F.quad)
        let result = F.render(CGSize(width: 4, height: 4)) { context in
            context.translateBy(x: 2, y: 0)
            image.draw(at: .zero)
        }
        assertWord(result, 2, 0, F.red)
        assertWord(result, 0, 0, F.clear)
    }

    // MARK: - Orientation

    /// What a stored pixel (x, y) of a w×h bitmap shows up as: displayed (dx, dy) → stored.
    func storedPixel(for orientation: UIImage.Orientation, _ dx: Int, _ dy: Int, w: Int, h: Int) -> (Int, Int) {
        switch orientation {
        case .up: return (dx, dy)
        case .down: return (w - 1 - dx, h - 1 - dy)
        case .upMirrored: return (w - 1 - dx, dy)
        case .downMirrored: return (dx, h - 1 - dy)
        case .right: return (dy, h - 1 - dx)  // displayed = stored turned 90° clockwise
        case .left: return (w - 1 - dy, dx)  // displayed = stored turned 90° counter-clockwise
        case .leftMirrored: return (dy, dx)  // transposed
        case .rightMirrored: return (w - 1 - dy, h - 1 - dx)
        }
    }

    func testEveryOrientationDrawsTheDisplayedImage() {
        let (w, h) = (3, 2)
        let words: [UInt32] = [F.red, F.green, F.blue, F.white, F.black, F.yellow]
        for orientation in UIImage.Orientation.allCases {
            let image = UIImage(cgImage: F.bitmap(words, width: w), scale: 1, orientation: orientation)
            let size = image.size
            let result = F.render(size) { _ in image.draw(at: .zero) }
            for dy in 0..<Int(size.height) {
                for dx in 0..<Int(size.width) {
                    let (sx, sy) = storedPixel(for: orientation, dx, dy, w: w, h: h)
                    XCTAssertEqual(
                        hex(F.word(result, dx, dy)), hex(words[sy * w + sx]), "\(orientation) displayed (\(dx), \(dy))")
                }
            }
        }
    }

    func testRightOrientationLooksLikeAClockwiseTurn() {
        // Row 0 = red, green becomes the right-hand column, top to bottom.
        let image = UIImage(cgImage: F.quad, scale: 1, orientation: .right)
        let result = F.render(CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }
        assertWord(result, 1, 0, F.red)
        assertWord(result, 1, 1, F.green)
        assertWord(result, 0, 0, F.blue)
    }

    // MARK: - Opacity and blend mode

    func testAlphaAndBlendMode() {
        let image = UIImage(cgImage: F.quad)
        let faded = F.render(CGSize(width: 2, height: 2)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
        }
        XCTAssertEqual(Int(F.word(faded, 0, 0) >> 24), 128, accuracy: 1)

        // draw(in:) and draw(at:) are fully opaque whatever the context's alpha, which is restored after.
        let opaque = F.render(CGSize(width: 4, height: 2)) { context in
            context.setAlpha(0.3)
            image.draw(at: .zero)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        assertWord(opaque, 0, 0, F.red)
        XCTAssertEqual(Int(F.word(opaque, 3, 1) >> 24), 77, accuracy: 1)

        let multiplied = F.render(CGSize(width: 2, height: 2)) { context in
            context.setFillColor(CGColor(gray: 0.5, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            image.draw(at: .zero, blendMode: .multiply, alpha: 1)
        }
        XCTAssertEqual(Int(F.word(multiplied, 1, 1) & 0xFF), 128, accuracy: 1)  // white × gray
        XCTAssertEqual(Int(F.word(multiplied, 0, 0) >> 16 & 0xFF), 128, accuracy: 1)  // red × gray
        XCTAssertEqual(Int(F.word(multiplied, 0, 0) & 0xFF), 0)
    }

    func testTintedImagesDrawInTheirTint() {
        let image = UIImage(cgImage: F.bitmap([F.red, F.clear, F.white, F.black], width: 2)).withTintColor(.green)
        let result = F.render(CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }
        assertWord(result, 0, 0, F.green)
        assertWord(result, 1, 0, F.clear)
        assertWord(result, 1, 1, F.green)
    }

    // MARK: - Nine-part images

    /// 6×6: 2-pixel corners red, green / blue, yellow; gray edges; a black/white checker centre.
    var ninePart: CGImage {
        var words = [UInt32](repeating: F.gray, count: 36)
        for y in 0..<6 {
            for x in 0..<6 {
                switch (x / 2, y / 2) {
                case (0, 0): words[y * 6 + x] = F.red
                case (2, 0): words[y * 6 + x] = F.green
                case (0, 2): words[y * 6 + x] = F.blue
                case (2, 2): words[y * 6 + x] = F.yellow
                case (1, 1): words[y * 6 + x] = (x + y) % 2 == 0 ? F.black : F.white
                default: break
                }
            }
        }
        return F.bitmap(words, width: 6)
    }

    func drawNinePart(_ mode: UIImage.ResizingMode, in size: CGSize) -> CGImage {
        let image = UIImage(cgImage: ninePart).resizableImage(
            withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: mode)
        XCTAssertEqual(image.capInsets, UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        XCTAssertEqual(image.resizingMode, mode)
        XCTAssertEqual(image.size, CGSize(width: 6, height: 6))
        return F.render(size) { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }

    func testNinePartKeepsCornersAndTilesTheMiddle() {
        let result = drawNinePart(.tile, in: CGSize(width: 12, height: 10))
        for (x0, y0, word) in [(0, 0, F.red), (10, 0, F.green), (0, 8, F.blue), (10, 8, F.yellow)] {
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { assertWord(result, x0 + dx, y0 + dy, word) }
        }
        for x in 2..<10 { assertWord(result, x, 0, F.gray); assertWord(result, x, 9, F.gray) }
        for y in 2..<8 { assertWord(result, 0, y, F.gray); assertWord(result, 11, y, F.gray) }
        for y in 2..<8 {
            for x in 2..<10 { assertWord(result, x, y, (x + y) % 2 == 0 ? F.black : F.white) }
        }
    }

    func testNinePartStretchScalesTheMiddle() {
        let result = drawNinePart(.stretch, in: CGSize(width: 12, height: 10))
        assertWord(result, 0, 0, F.red)
        assertWord(result, 11, 9, F.yellow)
        assertWord(result, 3, 2, F.black)  // tiling would put white here
        assertWord(result, 8, 7, F.black)
        assertWord(result, 6, 0, F.gray)
    }

    func testNinePartAtNaturalSizeIsTheImageAndSmallSizesShrinkTheCaps() {
        let natural = drawNinePart(.tile, in: CGSize(width: 6, height: 6))
        let original = ninePart
        for y in 0..<6 { for x in 0..<6 { assertWord(natural, x, y, F.word(original, x, y)) } }
        let small = drawNinePart(.tile, in: CGSize(width: 2, height: 2))
        assertWord(small, 0, 0, F.red)
        assertWord(small, 1, 1, F.yellow)
        XCTAssertEqual(
            UIImage(cgImage: F.quad).resizableImage(
                withCapInsets: UIEdgeInsets(top: .nan, left: -1, bottom: 1, right: .infinity)
            ).capInsets,
            UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    }

    // MARK: - Bad input

    func testNoContextAndBadRectsDrawNothing() {
        let image = UIImage(cgImage: F.quad)
        image.draw(at: .zero)  // no current context: nothing happens
        let result = F.render(CGSize(width: 2, height: 2)) { context in
            for rect in [
                CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2), CGRect(x: 0, y: 0, width: 0, height: 2),
                CGRect(x: 0, y: 0, width: 1e-200, height: 1e-200),
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
            ] {
                image.draw(in: rect)
                image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).draw(in: rect)
            }
            image.draw(at: CGPoint(x: CGFloat.infinity, y: 0))
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: .nan)
            image.draw(at: CGPoint(x: 0, y: 0), blendMode: .normal, alpha: 7)  // > 1 counts as 1
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        assertWord(result, 0, 0, F.red)
        assertWord(result, 1, 1, F.blue)
    }
}
