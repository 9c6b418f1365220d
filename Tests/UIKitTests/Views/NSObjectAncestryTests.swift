import UIKit
import XCTest

/// UIKit's classes descend from `NSObject` as on iOS: `==`, `isEqual(_:)`, `hash`, `Set`,
/// `firstIndex(of:)`, `description` and `copy()` behave as iOS code expects.
@MainActor
final class NSObjectAncestryTests: XCTestCase {
    /// The shape every iOS view subclass has, `required init?(coder:)` with Foundation's `NSCoder`.
    final class Badge: UIView {
        var count = 0
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        // NSObject's, nonisolated: as on iOS
        override var description: String { MainActor.assumeIsolated { "Badge(\(count))" } }
    }

    func testViewsAreNSObjectsComparedByIdentity() async {
        let a = Badge(frame: .zero), b = Badge(frame: .zero)
        let views: [UIView] = [UIView(), a, b]
        XCTAssertEqual(views.firstIndex(of: b), 2)
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(nil))
        XCTAssertEqual(Set<UIView>([a, b, a]).count, 2)
        XCTAssertEqual([a: 1][a], 1)
        let object: NSObject = a
        XCTAssertTrue(object is UIResponder)
        a.count = 3
        XCTAssertEqual("\(a)", "Badge(3)", "description overrides reach print")
        XCTAssertTrue(UIView().description.hasPrefix("<UIView: frame ="))
        XCTAssertTrue(UIViewController() as AnyObject is NSObject)
        let tap = UITapGestureRecognizer()
        XCTAssertEqual([UIPanGestureRecognizer(), tap].firstIndex(of: tap), 1)
    }

    func testColorsAreEqualByValueThroughIsEqualAndHash() async {
        let red1 = UIColor(red: 1, green: 0, blue: 0, alpha: 1), red2 = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertTrue(red1 == red2)
        XCTAssertTrue(red1.isEqual(red2))
        XCTAssertEqual(red1.hash, red2.hash)
        XCTAssertEqual(Set([red1, red2, UIColor.blue]).count, 2)
        XCTAssertFalse(
            UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1), "different colour spaces")
        XCTAssertTrue(UIColor.label == UIColor.label)
        XCTAssertFalse(red1.isEqual("red"))
        XCTAssertTrue(red1.copy() as? UIColor === red1, "colours are immutable: copy() is the colour")
        XCTAssertTrue([UIColor.systemRed, .systemBlue].contains(.systemBlue))
    }

    func testFontsTraitsAndConstraintsAreNSObjects() async {
        XCTAssertTrue(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        XCTAssertFalse(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 18))
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).hash, UIFont.systemFont(ofSize: 12).hash)
        XCTAssertTrue(
            UITraitCollection(userInterfaceStyle: .dark).isEqual(UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertFalse(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .light))
        let view = UIView(), other = UIView()
        let c1 = view.widthAnchor.constraint(equalToConstant: 10), c2 = view.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertEqual([c1, c2].firstIndex(of: c2), 1, "constraints compare by identity")
        XCTAssertEqual(Set([c1, c2, c1]).count, 2)
        XCTAssertFalse(view == other)
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.lineSpacing = 4
        XCTAssertEqual((style.copy() as! NSParagraphStyle).lineSpacing, 4)
        XCTAssertFalse(style.isEqual(NSParagraphStyle.default))
    }

    func testBezierPathCopyIsIndependent() async {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = path.copy() as! UIBezierPath
        copy.lineWidth = 7
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertTrue(path.isEqual(path))
    }

    func testEmptyImage() async {
        let image = UIImage()
        XCTAssertEqual(image.size, .zero)
        XCTAssertNil(image.cgImage)
        XCTAssertNil(image.pngData())
        XCTAssertEqual(image.scale, 1)
        // Drawing it draws nothing.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let drawn = renderer.image { _ in image.draw(at: .zero) }
        XCTAssertEqual(drawn.size, CGSize(width: 4, height: 4))
    }
}
