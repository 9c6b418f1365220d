import CoreImage
import UIKit
import XCTest

/// UIKit's side of Core Image: `UIImage(ciImage:)` (no `cgImage`, as on iOS, yet drawn by image
/// views), `CIImage(image:)`, `CIColor(color:)`.
@MainActor
final class UIImageCoreImageTests: XCTestCase {
    /// A colour picker's wheel, written as components write it: a `CIHueSaturationValueGradient`
    /// shown through `UIImage(ciImage:scale:orientation:)` in a round image view.
    final class ColorWheelView: UIView {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(imageView)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = bounds
            let radius = bounds.width / 2
            let scale: CGFloat = 2
            if let wheel = makeColorWheelImage(radius: radius * scale) {
                imageView.image = UIImage(ciImage: wheel, scale: scale, orientation: .up)
            }
            imageView.layer.cornerRadius = radius
            imageView.layer.masksToBounds = true
        }

        func makeColorWheelImage(radius: CGFloat) -> CIImage? {
            let filter = CIFilter(
                name: "CIHueSaturationValueGradient",
                parameters: [
                    "inputColorSpace": CGColorSpaceCreateDeviceRGB(), "inputDither": 0, "inputRadius": radius,
                    "inputSoftness": 0, "inputValue": 1,
                ])
            return filter?.outputImage
        }
    }

    func testAnImageOfACIImageHasNoCGImageButDraws() async throws {
        let red = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 6, height: 4))
        let image = UIImage(ciImage: red, scale: 2, orientation: .up)
        XCTAssertNil(image.cgImage, "as on iOS: an image made from a CIImage has no CGImage")
        XCTAssertTrue(image.ciImage === red)
        XCTAssertEqual(image.size, CGSize(width: 3, height: 2))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in image.draw(at: .zero) }
        let pixel = try XCTUnwrap(drawn.cgImage).pixel(x: 1, y: 1)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [255, 0, 0, 255])
        XCTAssertNotNil(image.pngData())
        XCTAssertNil(UIImage(named: "viewlab-no-such-image")?.ciImage)
    }

    func testAColourWheelInAnImageView() async throws {
        let wheel = ColorWheelView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        wheel.layoutIfNeeded()
        let picture = UIGraphicsImageRenderer(size: wheel.bounds.size).image { context in
            wheel.layer.render(in: context.cgContext)
        }
        let bitmap = try XCTUnwrap(picture.cgImage)
        let s = Int(picture.scale)
        func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {
            let p = bitmap.pixel(x: Int(x) * s, y: Int(y) * s)
            return [p.red, p.green, p.blue, p.alpha]
        }
        // red to the right of the centre, white in the middle, nothing in the corner (masked)
        XCTAssertGreaterThan(at(95, 50)[0], 230)
        XCTAssertLessThan(at(95, 50)[1], 60)
        XCTAssertGreaterThan(at(50, 50)[2], 230)
        XCTAssertEqual(at(2, 2)[3], 0)
        // a third of a turn counter-clockwise (up and to the left on the screen) is green
        let green = at(50 - 0.5 * 44, 50 - 0.866 * 44)
        XCTAssertGreaterThan(green[1], 200)
        XCTAssertLessThan(green[0], 80)
    }

    func testCoreImageOfAUIImageAndColours() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        let ci = try XCTUnwrap(CIImage(image: image))
        XCTAssertEqual(ci.extent.size, CGSize(width: 4 * image.scale, height: 2 * image.scale))
        let top = CIFixtures.render(ci.cropped(to: CGRect(x: 0, y: ci.extent.height - 1, width: 1, height: 1)))
        XCTAssertEqual(CIFixtures.pixel(top, 0, 0), [0, 0, 255, 255])
        let colour = CIColor(color: UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5))
        XCTAssertEqual(colour.components, [1, 0.5, 0.25, 0.5])
        XCTAssertEqual(UIColor(ciColor: colour).cgColor.rgba.green, 0.5)
    }
}
