import UIKit
import XCTest

@MainActor
final class ViewGeometryTests: XCTestCase {
    func testFrameCenterAndBoundsAgree() async {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = CGSize(width: 20, height: 10)  // resizes about the centre
        XCTAssertEqual(v.frame, CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    func testTransformDoesNotChangeBoundsOrCenterButChangesFrame() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(v.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(v.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(v.frame.height, 100, accuracy: 1e-9)
        XCTAssertEqual(v.frame.midX, 50, accuracy: 1e-9)
        XCTAssertTrue(v.layer.affineTransform() == v.transform)
        // Setting the frame with a scale transform keeps the transform (ViewLab's documented rule).
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(v.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    /// A panel moved by a translation transform whose height is set through `frame` (the
    /// bottom-sheet idiom): the frame reads back what was set, so the panel does not drift by its
    /// translation on every set (Core Animation's `frame` setter matches the new rectangle).
    func testSettingTheFrameUnderATranslationKeepsTheTransformedOrigin() async {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1600))
        panel.transform = CGAffineTransform(translationX: 0, y: 600)
        XCTAssertEqual(panel.frame.origin, CGPoint(x: 0, y: 600))
        for height in [1500.0, 1400, 1700] {
            panel.frame.size.height = height
            XCTAssertEqual(panel.frame, CGRect(x: 0, y: 600, width: 390, height: height))
        }
        XCTAssertEqual(panel.bounds.size, CGSize(width: 390, height: 1700))
        XCTAssertEqual(panel.center, CGPoint(x: 195, y: 850), "the centre of the untransformed rectangle")
        panel.transform = .identity
        XCTAssertEqual(panel.frame.origin, .zero)
    }

    func testBoundsOriginShiftsSubviews() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 30, y: 0)
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 50, y: 50))
        let window = makeWindow()
        window.addSubview(parent)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 20, y: 50))
    }

    func testConvertAcrossTheTreeWithTransforms() async {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(a); a.addSubview(b)
        XCTAssertEqual(b.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 115, y: 115))
        XCTAssertEqual(b.convert(CGPoint(x: 115, y: 115), from: nil), CGPoint(x: 5, y: 5))
        a.transform = CGAffineTransform(rotationAngle: .pi)  // about a's centre (150, 150)
        let p = b.convert(CGPoint(x: 0, y: 0), to: window)
        XCTAssertEqual(p.x, 190, accuracy: 1e-9)
        XCTAssertEqual(p.y, 190, accuracy: 1e-9)
        let r = b.convert(b.bounds, to: nil)
        XCTAssertEqual(r.minX, 170, accuracy: 1e-9)
        XCTAssertEqual(r.width, 20, accuracy: 1e-9)
        let back = b.convert(r, from: nil)
        XCTAssertEqual(back.minX, 0, accuracy: 1e-9)
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        window.addSubview(other)
        let q = other.convert(CGPoint(x: 190, y: -110), from: window)
        XCTAssertEqual(q.x, 190, accuracy: 1e-9)
        XCTAssertEqual(q.y, -410, accuracy: 1e-9)
    }

    func testNonFiniteGeometryIsReportedAndIgnored() async {
        var messages: [String] = []
        UIView.diagnosticHandler = { messages.append($0.message) }
        defer { UIView.diagnosticHandler = nil }
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.center = CGPoint(x: CGFloat.infinity, y: 0)
        v.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 1)
        v.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
        XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(messages.count, 4)
        v.alpha = CGFloat.nan
        XCTAssertEqual(v.alpha, 1)
        v.alpha = 7
        XCTAssertEqual(v.alpha, 1)
    }
}
