@_spi(ViewLab) import QuartzCore
import UIKit
import XCTest

/// The defaults tutorials and components rely on without saying so. Each value is Apple's documented
/// default (the property's documentation in UIKit / Core Animation), on an iPhone-class screen.
final class DefaultsTests: XCTestCase {
    func test_viewDefaults() {
        let view = UIView()
        XCTAssertNil(view.backgroundColor)
        XCTAssertTrue(view.isOpaque)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertFalse(UILabel().isUserInteractionEnabled, "UILabel: default false")
        XCTAssertFalse(UIImageView().isUserInteractionEnabled, "UIImageView: default false")
    }

    /// A view's layer draws at the screen's scale; a layer you create has `contentsScale` 1.
    func test_contentsScale() {
        XCTAssertEqual(CALayer().contentsScale, 1)
        XCTAssertEqual(UIView().layer.contentsScale, UIScreen.main.scale)
    }

    func test_layerDefaults() {
        let layer = CALayer()
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertFalse(layer.masksToBounds)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.borderWidth, 0)
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor.map { UIColor(cgColor: $0) }, UIColor.black, "CAShapeLayer fills opaque black by default")
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.strokeEnd, 1)
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)
    }

    /// `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions(…, 0)` draw at the main
    /// screen's scale by default (Apple, UIGraphicsImageRendererFormat `scale`; "a scale of 0.0
    /// uses the scale factor of the device's main screen").
    func test_imageRenderersUseTheScreenScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        XCTAssertEqual(image.scale, UIScreen.main.scale)
        XCTAssertEqual(image.cgImage?.width, Int(10 * UIScreen.main.scale))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        let old = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(old?.scale, UIScreen.main.scale)
    }

    /// `frame` of a transformed view is the bounding box of the transformed bounds; `bounds` and
    /// `center` are unchanged (Apple, UIView `frame`: "if the transform is not the identity, the
    /// value of this property is undefined" in practice the bounding box; `bounds`/`center` stay).
    func test_rotatedViewKeepsBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(view.frame.height, 100, accuracy: 1e-9)
    }

    /// `UIView.animate(withDuration:animations:completion:)` sets the model values at once (they are
    /// readable right after the call) and calls the completion when the animation ends (Apple, "the
    /// completion handler … is called when the animation sequence ends"): in ViewLab when the
    /// media clock passes its end.
    func test_animateSetsTheModelAtOnce_completionRunsLater() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completed: Bool?
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0.5 }, completion: { completed = $0 })
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertNil(completed, "the completion does not run inside animate(…)")
        CAMediaClock.current.advance(by: 0.2)
        XCTAssertNil(completed)
        CAMediaClock.current.advance(by: 0.1)
        XCTAssertEqual(completed, true)
    }
}
