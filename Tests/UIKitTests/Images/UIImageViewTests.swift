@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// `UIImageView`: sizing, the 13 content modes (pixel-checked through the compositor), template
/// tinting and highlighted images.
@MainActor
final class UIImageViewTests: XCTestCase {
    /// A 20 × 10 pt image (scale 1): top half red, bottom half blue — so flips show.
    func twoToneImage() throws -> UIImage {
        let ctx = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 20, height: 10), scale: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 5, width: 20, height: 5))
        return UIImage(cgImage: try XCTUnwrap(ctx.makeImage()), scale: 1, orientation: .up)
    }

    /// The bounding box (points, scale 1) of pixels matching `test`.
    func box(_ image: CGImage, where test: (UInt8, UInt8, UInt8) -> Bool) -> CGRect {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if test(p.red, p.green, p.blue) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testIntrinsicSizeAndDefaults() async throws {
        let image = try twoToneImage()
        let view = UIImageView(image: image)
        XCTAssertEqual(
            view.frame, CGRect(x: 0, y: 0, width: 20, height: 10), "init(image:) sizes the view to the image")
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertEqual(view.contentMode, .scaleToFill)
        view.image = nil
        XCTAssertEqual(
            view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        view.isUserInteractionEnabled = true
        XCTAssertTrue(view.isUserInteractionEnabled)
    }

    /// Where the red (top) half of the image lands for each content mode: image 20 × 10 in a
    /// 60 × 40 view at (20, 30).
    func testAllThirteenContentModes() async throws {
        let expected: [UIView.ContentMode: CGRect] = [
            .scaleToFill: CGRect(x: 20, y: 30, width: 60, height: 40),
            .redraw: CGRect(x: 20, y: 30, width: 60, height: 40),
            .scaleAspectFit: CGRect(x: 20, y: 35, width: 60, height: 30),
            .scaleAspectFill: CGRect(x: 10, y: 30, width: 80, height: 40),
            .center: CGRect(x: 40, y: 45, width: 20, height: 10), .top: CGRect(x: 40, y: 30, width: 20, height: 10),
            .bottom: CGRect(x: 40, y: 60, width: 20, height: 10), .left: CGRect(x: 20, y: 45, width: 20, height: 10),
            .right: CGRect(x: 60, y: 45, width: 20, height: 10), .topLeft: CGRect(x: 20, y: 30, width: 20, height: 10),
            .topRight: CGRect(x: 60, y: 30, width: 20, height: 10),
            .bottomLeft: CGRect(x: 20, y: 60, width: 20, height: 10),
            .bottomRight: CGRect(x: 60, y: 60, width: 20, height: 10),
        ]
        XCTAssertEqual(expected.count, 13)
        let image = try twoToneImage()
        for mode in UIView.ContentMode.allCases {
            let stage = Stage(device: .iPhone15)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.backgroundColor = .white
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 20, y: 30, width: 60, height: 40)
            view.contentMode = mode
            container.addSubview(view)
            stage.root.addSubview(container)
            let rendered = try stage.render(container, scale: 1)
            let whole = try XCTUnwrap(expected[mode])
            let red = box(rendered) { $0 > 200 && $2 < 60 }, blue = box(rendered) { $2 > 200 && $0 < 60 }
            // Outer edges are exact; scaled modes filter the red/blue seam, so it may move by a pixel.
            XCTAssertEqual(red.minY, whole.minY, "red top for \(mode)")
            XCTAssertEqual(blue.maxY, whole.maxY, "blue bottom for \(mode)")
            for part in [red, blue] {
                XCTAssertEqual(part.minX, whole.minX, "left for \(mode)")
                XCTAssertEqual(part.maxX, whole.maxX, "right for \(mode)")
            }
            XCTAssertEqual(red.maxY, whole.midY, accuracy: 1, "seam for \(mode)")
            XCTAssertEqual(blue.minY, whole.midY, accuracy: 1, "seam for \(mode)")
        }
    }

    func testTemplateImagesAreTintedAndRetinted() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UIImageView(
            image: UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.tintColor = .systemRed
        stage.root.addSubview(view)
        var image = try stage.render(view, scale: 1)
        let center = (x: image.width / 2, y: image.height / 2)
        var p = image.pixel(x: center.x, y: center.y)
        XCTAssertGreaterThan(p.red, 200); XCTAssertLessThan(p.blue, 100)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        image = try stage.render(view, scale: 1)
        p = image.pixel(x: center.x, y: center.y)
        XCTAssertGreaterThan(p.blue, 200); XCTAssertLessThan(p.red, 50)
        // Inherited tint: the superview's.
        view.tintColor = nil
        stage.root.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        image = try stage.render(view, scale: 1)
        p = image.pixel(x: center.x, y: center.y)
        XCTAssertGreaterThan(p.green, 200); XCTAssertLessThan(p.red, 50)
        // Original images keep their colours.
        view.image = try twoToneImage()
        image = try stage.render(view, scale: 1)
        XCTAssertGreaterThan(image.pixel(x: 0, y: 0).red, 200)
    }

    /// A resizable image keeps its caps (nine-part scaling through `contentsCenter`).
    func testResizableImagesKeepTheirCaps() async throws {
        let ctx = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 30, height: 30), scale: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        let plain = UIImage(cgImage: try XCTUnwrap(ctx.makeImage()), scale: 1, orientation: .up)
        let resizable = plain.resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        for (image, expectBlue) in [(plain, false), (resizable, true)] {
            let stage = Stage(device: .iPhone15)
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 90, height: 60)
            stage.root.addSubview(view)
            let rendered = try stage.render(view, scale: 1)
            let p = rendered.pixel(x: 20, y: 30)
            XCTAssertEqual(p.blue > 200, expectBlue, "x 20 is in the stretched centre only with caps")
            XCTAssertGreaterThan(rendered.pixel(x: 5, y: 5).red, 200)
            XCTAssertGreaterThan(rendered.pixel(x: 85, y: 55).red, 200)
            XCTAssertGreaterThan(rendered.pixel(x: 45, y: 30).blue, 200)
        }
        XCTAssertEqual(
            UIImageView.contentsCenter(for: resizable), CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
        let oversized = plain.resizableImage(withCapInsets: UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40))
        XCTAssertFalse(
            UIImageView.contentsCenter(for: oversized).width.isNaN, "caps larger than the image do not break")
    }

    func testHighlightedImageAndPreferredSymbolConfiguration() async throws {
        let normal = try XCTUnwrap(UIImage(systemName: "star"))
        let highlighted = try XCTUnwrap(
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        XCTAssertEqual(view.intrinsicContentSize, normal.size)
        view.isHighlighted = true
        XCTAssertEqual(view.intrinsicContentSize, highlighted.size)
        view.isHighlighted = false
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 50)
        XCTAssertEqual(view.intrinsicContentSize.width, 60, accuracy: 0.5)
        XCTAssertTrue(view.image === normal, "the image itself is unchanged")
    }
}
