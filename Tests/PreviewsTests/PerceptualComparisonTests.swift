@_spi(ViewLab) import CoreGraphics
import UIKit
import ViewLabRender
import XCTest

/// `PerceptualComparison` on real renders: swift-snapshot-testing's rule — a pixel matches when its
/// CIE94 ΔE is at most (1 − perceptualPrecision) × 100 (any change when that is 0), and the images
/// match when at least `precision` of the pixels do.
@MainActor
final class PerceptualComparisonTests: XCTestCase {
    /// A 40×30 pt card (blue background, white rounded inset, a label) rendered at 2x.
    func renderCard() throws -> CGImage {
        let stage = Stage(device: .iPhone15)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        card.backgroundColor = .systemBlue
        let inset = UIView(frame: CGRect(x: 4, y: 4, width: 32, height: 22))
        inset.backgroundColor = .white
        inset.layer.cornerRadius = 6
        let label = UILabel(frame: inset.bounds)
        label.text = "Ab"
        inset.addSubview(label)
        card.addSubview(inset)
        return try stage.render(card, scale: 2)
    }

    /// A copy of `image` with the pixels at `points` set to `pixel` (premultiplied ARGB).
    func copy(of image: CGImage, setting points: [(x: Int, y: Int)], to pixel: UInt32) -> CGImage {
        image.withPixels { bytes, stride in
            var data = [UInt8](bytes)
            data.withUnsafeMutableBytes { raw in
                for point in points {
                    raw.storeBytes(of: pixel, toByteOffset: point.y * stride + point.x * 4, as: UInt32.self)
                }
            }
            return data.withUnsafeBytes {
                CGImage(premultipliedBGRA: $0, width: image.width, height: image.height, bytesPerRow: stride)!
            }
        }
    }

    /// The pixel at (x, y), premultiplied ARGB.
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.withPixels { bytes, stride in bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }

    func test_identicalRenders_match_withNoChangedPixel() async throws {
        let a = try renderCard(), b = try renderCard()
        let result = try PerceptualComparison().compare(a, b)
        XCTAssertTrue(result.matches)
        XCTAssertEqual(result.changedPixels, 0)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.maxDeltaE, 0)
    }

    func test_onePixelSlightlyOff_matchesWithinPerceptualTolerance_butNotExactly() async throws {
        let expected = try renderCard()
        // The inset's white (ARGB FFFFFFFF) one step darker in blue: ΔE ≈ 0.4, below the
        // just-noticeable difference.
        XCTAssertEqual(pixel(expected, 66, 30), 0xFFFF_FFFF)
        let actual = copy(of: expected, setting: [(66, 30)], to: 0xFFFF_FFFE)
        let tolerant = try PerceptualComparison(perceptualPrecision: 0.98).compare(actual, expected)
        XCTAssertTrue(tolerant.matches)
        XCTAssertEqual(tolerant.changedPixels, 1)
        XCTAssertEqual(tolerant.differingPixels, 0)
        XCTAssertGreaterThan(tolerant.maxDeltaE, 0)
        XCTAssertLessThan(tolerant.maxDeltaE, 2)
        let exact = try PerceptualComparison().compare(actual, expected)
        XCTAssertFalse(exact.matches)
        XCTAssertEqual(exact.differingPixels, 1)
    }

    func test_onePixelFarOff_failsTheTolerance_withDeltaEOfBlackOnWhite() async throws {
        let expected = try renderCard()
        let actual = copy(of: expected, setting: [(66, 30)], to: 0xFF00_0000)
        let result = try PerceptualComparison(perceptualPrecision: 0.98).compare(actual, expected)
        XCTAssertFalse(result.matches)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.maxDeltaE, 100, accuracy: 0.01, "black against white is L* 0 against 100")
        XCTAssertTrue(result.summary.hasPrefix("1 of 4800 pixels differ"), result.summary)
        // The diff image marks that pixel red and fades the rest.
        let diff = try XCTUnwrap(PerceptualComparison(perceptualPrecision: 0.98).diffImage(actual, expected))
        XCTAssertEqual(pixel(diff, 66, 30) & 0xFF00_FFFF, 0xFF00_0000)
        XCTAssertGreaterThan((pixel(diff, 66, 30) >> 16) & 0xFF, 200)
        XCTAssertNotEqual(pixel(diff, 67, 30) & 0x00FF_0000, 0, "an unchanged pixel is a light gray")
        XCTAssertEqual(pixel(diff, 67, 30) & 0xFF, (pixel(diff, 67, 30) >> 16) & 0xFF)
    }

    func test_precision_isTheShareOfPixelsThatMustMatch() async throws {
        let expected = try renderCard()
        let points = (0..<48).map { (x: $0, y: 30) }  // 48 of 4800 pixels: 1 %
        let actual = copy(of: expected, setting: points, to: 0xFFFF_0000)
        XCTAssertTrue(try PerceptualComparison(precision: 0.99).compare(actual, expected).matches)
        XCTAssertFalse(try PerceptualComparison(precision: 0.9901).compare(actual, expected).matches)
        XCTAssertEqual(try PerceptualComparison(precision: 0.5).compare(actual, expected).differingPixels, 48)
    }

    func test_opacityChange_counts_asTheColourItMakesOverBlack() async throws {
        let expected = try renderCard()
        // Opaque white against transparent: identical over white, L* 100 against 0 over black.
        XCTAssertEqual(PerceptualComparison.deltaE(0x0000_0000, reference: 0xFFFF_FFFF), 100, accuracy: 0.01)
        let actual = copy(of: expected, setting: [(66, 30)], to: 0x0000_0000)
        XCTAssertEqual(try PerceptualComparison(perceptualPrecision: 0.5).compare(actual, expected).differingPixels, 1)
    }

    func test_sizeMismatch_throws_namingBothSizes() async throws {
        let expected = try renderCard()
        let smaller = try XCTUnwrap(expected.cropping(to: CGRect(x: 0, y: 0, width: 30, height: 60)))
        XCTAssertThrowsError(try PerceptualComparison().compare(smaller, expected)) { error in
            XCTAssertEqual("\(error)", "size 30×60 px differs from the reference's 80×60 px")
        }
        XCTAssertNil(PerceptualComparison().diffImage(smaller, expected))
    }
}
