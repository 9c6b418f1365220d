import CoreImage
import PixelReading
import UIKit
import XCTest

/// `import CoreImage` in a package that depends only on ViewLab's `UIKit` product, as an iOS file
/// imports the framework (its `CIFilterBuiltins` submodule import is in `BridgedTests`).
/// Rules: (Apple, `CIQRCodeGenerator`) "The width and height of each module (square dot) of the
/// code in the output image is one point"; (`UIImage.cgImage`) "If the UIImage object was
/// initialized using a CIImage object, the value of the property is NULL".
final class CoreImageTests: XCTestCase {
    /// A tutorial's QR code: the generator's output scaled by ten, shown through `UIImage(ciImage:)`.
    func testAScaledQRCodeShowsInAnImageView() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://example.com".utf8)
        let output = try XCTUnwrap(filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        let image = UIImage(ciImage: output)
        XCTAssertNil(image.cgImage)
        XCTAssertEqual(image.size.width, output.extent.width)
        let picture = UIGraphicsImageRenderer(size: image.size, format: .init(for: .init(displayScale: 1))).image { _ in
            image.draw(at: .zero)
        }
        let cg = try XCTUnwrap(picture.cgImage)
        XCTAssertEqual(Pixels.at(cg, 5, 5).r, 255, "the quiet zone")
        XCTAssertEqual(Pixels.at(cg, 15, 15).r, 0, "the finder pattern's corner module, ten pixels wide")
    }

    /// A photo filter by name, with `import UIKit` alone enough for `CIFilter`.
    func testASepiaFilterByNameTintsWhite() throws {
        let white = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        let sepia = try XCTUnwrap(CIFilter(name: "CISepiaTone", parameters: [kCIInputImageKey: white])?.outputImage)
        let cg = try XCTUnwrap(CIContext().createCGImage(sepia, from: sepia.extent))
        let p = Pixels.at(cg, 1, 1)
        XCTAssertEqual(p.r, 255)
        XCTAssertLessThan(p.b, 245)
    }
}
