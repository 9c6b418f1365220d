import UIKit
import XCTest

@MainActor
final class LayoutMarginsTests: XCTestCase {
    final class SafeAreaProbe: UIView {
        var safeAreaChanges = 0, marginChanges = 0
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    func testSafeAreaComesFromTheDeviceAndIsIntersectedDownTheTree() async {
        let window = makeWindow(.iPhone15)
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let full = SafeAreaProbe(frame: window.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        window.addSubview(full); full.addSubview(middle); full.addSubview(top)
        XCTAssertEqual(full.safeAreaInsets, window.safeAreaInsets)
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(full.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        XCTAssertEqual(middle.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 393 - 16, height: 100 - 16))
        window.runTurn()
        XCTAssertEqual(full.safeAreaChanges, 1)
        window.runTurn()
        XCTAssertEqual(full.safeAreaChanges, 1, "called only when it changes")
    }

    func testLayoutMarginsDefaultsAndSafeArea() async {
        let v = SafeAreaProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(v.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(v.marginChanges, 1)
        XCTAssertEqual(v.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        XCTAssertEqual(v.layoutMargins, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        let window = makeWindow(.iPhone15)
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testPreservesSuperviewLayoutMargins() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 5, y: 100, width: 190, height: 50))
        parent.addSubview(child)
        XCTAssertEqual(child.layoutMargins.left, 8)
        child.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(child.layoutMargins.left, 15)
        XCTAssertEqual(child.layoutMargins.right, 15)
        XCTAssertEqual(child.layoutMargins.top, 8)
    }

    func testAdditionalSafeAreaInsetsOfTheController() async {
        let window = makeWindow(.iPhoneSE3)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        let child = UIView(frame: controller.view.bounds)
        controller.view.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 50, right: 0))
    }
}

/// The margins guide of a view that has no size yet — a row measured with `systemLayoutSizeFitting`
/// before its first layout, as list components size their rows — is pinned by the margins
/// themselves (Apple, `layoutMarginsGuide`: "the layout guide representing the view's margins"),
/// not by the inset rectangle of its zero bounds.
@MainActor
final class LayoutMarginsGuideFittingTests: XCTestCase {
    func testARowPinnedToItsMarginsGuideFitsItsContentPlusTheMargins() async {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.insetsLayoutMarginsFromSafeArea = false
        row.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        let label = UILabel()
        label.text = "Label 1"
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        let bottom = label.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor), bottom,
        ])
        let height = label.intrinsicContentSize.height
        let fitted = row.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted, CGSize(width: 390, height: 12 + height + 12))
        let window = makeWindow()
        window.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 390),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 100, width: 390, height: 24 + height))
        XCTAssertEqual(label.frame, CGRect(x: 16, y: 12, width: 358, height: height))
    }
}
