import PixelReading
import UIKit
import XCTest

/// A view that draws with `draw(_:)` and is opaque (`isOpaque` is true by default) with no
/// background colour gets a backing store without alpha: what its drawing leaves uncovered is black.
///
/// Sources: Matt Neuburg, "Programming iOS 4", ch. 15 "Drawing a UIView" (set the view's opaque to
/// NO or the background is black); Apple, CALayer `isOpaque` ("If set to true, the backing store has
/// no alpha channel"); the widely reproduced "custom UIView draws a black background" answers
/// (fix: `isOpaque = false` or a `backgroundColor`).
final class OpaqueDrawingTests: XCTestCase {
    /// A small centred square; the corners stay undrawn.
    final class Dot: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4))
        }
    }

    func corner(of view: UIView) -> [UInt8] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }
        let p = Pixels.at(image.cgImage!, 0, 0)
        return [p.r, p.g, p.b, p.a]
    }

    func test_opaqueDrawingViewWithoutBackground_isBlackWhereItDoesNotDraw() {
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(dot.isOpaque, "UIView is opaque by default")
        XCTAssertEqual(corner(of: dot), [0, 0, 0, 255])
    }

    func test_notOpaque_orWithABackgroundColour_isNotBlack() {
        let clear = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        clear.isOpaque = false
        XCTAssertEqual(corner(of: clear), [0, 0, 0, 0])
        let white = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        white.backgroundColor = .white
        XCTAssertEqual(corner(of: white), [255, 255, 255, 255])
    }

    func test_viewsThatDoNotDraw_andLabels_stayTransparent() {
        XCTAssertEqual(corner(of: UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))), [0, 0, 0, 0])
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "  x"
        XCTAssertEqual(corner(of: label), [0, 0, 0, 0])
    }
}
