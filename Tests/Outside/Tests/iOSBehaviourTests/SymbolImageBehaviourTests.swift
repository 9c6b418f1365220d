import PixelReading
import UIKit
import XCTest

/// Symbol images are vector glyphs: sharp at any size an image view or `draw(in:)` shows them at,
/// in the weight of their configuration and the colour of their tint; an unknown name is nil.
///
/// Sources: Apple, *Configuring and displaying symbol images in your UI* ("symbol images are
/// vector-based … scale to any size without losing detail"; `SymbolConfiguration` point size,
/// weight, scale, text style); `UIImage(systemName:)` ("nil if no symbol with that name exists");
/// `UIImageView.tintColor` tints template images; `withTintColor(_:)`.
final class SymbolImageBehaviourTests: XCTestCase {
    /// The share of drawn pixels that are edge pixels (alpha strictly between 20 and 235): about
    /// one pixel of edge for a vector shape, several for a bitmap scaled up.
    func softShare(_ image: CGImage) -> Double {
        let (_, _, bytes) = Pixels.rgba(image)
        let alphas = stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
        let ink = alphas.filter { $0 > 0 }.count, soft = alphas.filter { $0 > 20 && $0 < 235 }.count
        return Double(soft) / Double(max(ink, 1))
    }

    func imageView(_ image: UIImage?, side: CGFloat) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = .scaleAspectFit
        view.frame = CGRect(x: 0, y: 0, width: side, height: side)
        view.layoutIfNeeded()
        return view
    }

    func test_symbolInALargeImageView_isDrawnSharp() throws {
        let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
        let view = imageView(star, side: 80)
        let sharp = softShare(Pixels.image(of: view.layer, bounds: view.bounds))
        // The same pixels as a plain bitmap image: what scaling a bitmap gives.
        let bitmap = UIImage(cgImage: try XCTUnwrap(star.cgImage), scale: star.scale, orientation: .up).withRenderingMode(.alwaysTemplate)
        let plain = imageView(bitmap, side: 80)
        let blurry = softShare(Pixels.image(of: plain.layer, bounds: plain.bounds))
        XCTAssertLessThan(sharp, 0.12, "a vector star at 80 pt has one-pixel edges")
        XCTAssertGreaterThan(blurry, sharp * 1.5, "the check can fail: a scaled bitmap has soft edges")
    }

    func test_contentModeSetAfterTheFrame_stillDrawsSharp() throws {
        let cart = try XCTUnwrap(UIImage(systemName: "cart.fill"))
        let view = UIImageView(image: cart)
        view.contentMode = .center
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        view.layoutIfNeeded()
        view.contentMode = .scaleAspectFit
        let sharp = softShare(Pixels.image(of: view.layer, bounds: view.bounds))
        let bitmap = UIImage(cgImage: try XCTUnwrap(cart.cgImage), scale: cart.scale, orientation: .up).withRenderingMode(.alwaysTemplate)
        let blurry = softShare(Pixels.image(of: imageView(bitmap, side: 80).layer, bounds: view.bounds))
        XCTAssertGreaterThan(blurry, sharp * 1.5, "drawn again for 80 pt (\(sharp)), not the 17 pt bitmap scaled (\(blurry))")
    }

    func test_commonSymbolNames_exist_andUnknownNamesAreNil() {
        for name in ["cart.fill", "house", "person.crop.circle", "envelope.fill", "calendar", "trash", "star.fill"] {
            XCTAssertNotNil(UIImage(systemName: name), name)
        }
        XCTAssertNil(UIImage(systemName: "cart.fill.no.such"))
    }

    func test_symbolConfiguration_pointSizeAndWeight() throws {
        let small = try XCTUnwrap(UIImage(systemName: "cart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let large = try XCTUnwrap(UIImage(systemName: "cart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        XCTAssertEqual(large.size.width, small.size.width * 2, accuracy: 1)
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try XCTUnwrap(UIImage(systemName: "cart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
            return Pixels.opaqueCount(try XCTUnwrap(image.cgImage), threshold: 127)
        }
        XCTAssertGreaterThan(try ink(.black), try ink(.regular))
        XCTAssertGreaterThan(try ink(.regular), try ink(.ultraLight))
    }

    func test_symbolTint_followsWithTintColorAndTheImageViewTint() throws {
        let house = try XCTUnwrap(UIImage(systemName: "house.fill"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { _ in
            house.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        }
        let centre = Pixels.at(try XCTUnwrap(drawn.cgImage), 18, 40)  // the wall left of the door
        XCTAssertEqual([centre.r, centre.g, centre.b, centre.a], [255, 0, 0, 255], "withTintColor draws the paths in red")

        let view = imageView(house, side: 60)
        view.tintColor = .blue
        let shown = Pixels.at(Pixels.image(of: view.layer, bounds: view.bounds), 18, 40)
        XCTAssertEqual([shown.r, shown.g, shown.b, shown.a], [0, 0, 255, 255], "an image view tints a template symbol")
    }
}
