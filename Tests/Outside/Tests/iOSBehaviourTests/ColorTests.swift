import PixelReading
import UIKit
import XCTest

/// System colours are right wherever the code runs: this package lives outside the ViewLab
/// repository, so no theme file can be found by walking up from here.
///
/// Values: Apple's Human Interface Guidelines, "Color" — system colours (light, default contrast):
/// systemRed #FF3B30, systemBlue #007AFF; dark systemBlue #0A84FF; `label` is black in light mode.
final class ColorTests: XCTestCase {
    func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Int] {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(resolved.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    func test_systemColors_resolveToApplesValues_outsideTheRepository() {
        XCTAssertEqual(rgba(.systemRed, .light), [255, 59, 48, 255])
        XCTAssertEqual(rgba(.systemBlue, .light), [0, 122, 255, 255])
        XCTAssertEqual(rgba(.systemBlue, .dark), [10, 132, 255, 255])
        XCTAssertEqual(rgba(.label, .light), [0, 0, 0, 255])
        XCTAssertEqual(rgba(.systemBackground, .dark), [0, 0, 0, 255])
        XCTAssertEqual(rgba(.systemBackground, .light), [255, 255, 255, 255])
    }

    func test_systemColor_drawsOpaquePixels() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .systemRed
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }
        let p = Pixels.at(image.cgImage!, 2, 2)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 59, 48, 255])
    }
}
