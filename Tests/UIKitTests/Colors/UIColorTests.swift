import UIKit
import XCTest

final class UIColorTests: XCTestCase {
    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func testNamedColoursHaveIOSValues() {
        XCTAssertEqual(components(.orange), [1, 0.5, 0, 1])
        XCTAssertEqual(components(.purple), [0.5, 0, 0.5, 1])
        XCTAssertEqual(components(.brown), [0.6, 0.4, 0.2, 1])
        XCTAssertEqual(components(.cyan), [0, 1, 1, 1])
        XCTAssertEqual(components(.magenta), [1, 0, 1, 1])
        XCTAssertEqual(components(.yellow), [1, 1, 0, 1])
        XCTAssertEqual(components(.clear), [0, 0, 0, 0])
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertTrue(UIColor.lightGray.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertTrue(UIColor.gray.getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 0.5)
        // An RGB colour has no white value (iOS returns false and leaves the outputs alone).
        white = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, -1)
    }

    func testHSBRoundTrip() {
        for (h, s, v) in [(0.0, 1.0, 1.0), (0.25, 0.5, 0.8), (0.6, 0.3, 0.4), (0.95, 0.9, 0.2)]
            as [(CGFloat, CGFloat, CGFloat)]
        {
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.7)
            var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
            XCTAssertTrue(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            XCTAssertEqual(hue, h, accuracy: 1e-9)
            XCTAssertEqual(saturation, s, accuracy: 1e-9)
            XCTAssertEqual(brightness, v, accuracy: 1e-9)
            XCTAssertEqual(alpha, 0.7, accuracy: 1e-12)
        }
        XCTAssertEqual(
            components(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)).map {
                ($0 * 1000).rounded() / 1000
            }, [0, 1, 0, 1])
        var hue: CGFloat = -1, saturation: CGFloat = -1
        XCTAssertTrue(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: nil, alpha: nil))
        XCTAssertEqual([hue, saturation], [0, 0])
    }

    func testEqualityAlphaAndDisplayP3() {
        XCTAssertEqual(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertNotEqual(UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1))  // different colour spaces
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.25), UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        XCTAssertEqual(Set([UIColor.red, UIColor.red, UIColor.blue]).count, 2)
        let p3Gray = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        XCTAssertEqual(p3Gray[0], 0.5, accuracy: 0.002)
        XCTAssertEqual(p3Gray[2], 0.5, accuracy: 0.002)
        XCTAssertEqual(
            components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)).map { ($0 * 1e6).rounded() / 1e6 },
            [1, 0, 0, 1])  // clamped to sRGB
    }

    func testDynamicColoursResolveWithTraitsAndCGColorIsASnapshot() {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        var snapshot: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { snapshot = dynamic.cgColor }
        XCTAssertEqual(snapshot, UIColor.white.cgColor)
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            XCTAssertEqual(dynamic.cgColor, UIColor.black.cgColor)
            XCTAssertEqual(components(dynamic.withAlphaComponent(0.5)), [0, 0, 0, 0.5])
        }
        XCTAssertNotEqual(dynamic, UIColor { _ in .black })
        XCTAssertEqual(dynamic, dynamic)
    }

    func testSetFillSetStrokeAndSetUseTheCurrentContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.green.set()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            context.cgContext.setLineWidth(2)
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)])
        }
        XCTAssertEqual(image.cgImage?.pixel(x: 0, y: 0).green, 255)
        XCTAssertEqual(image.cgImage?.pixel(x: 3, y: 2).green, 255)
    }
}
