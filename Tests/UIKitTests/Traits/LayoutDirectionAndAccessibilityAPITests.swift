import UIKit
import XCTest

/// Right-to-left API and overridable accessibility, as UIKit declares them.
@MainActor
final class LayoutDirectionAndAccessibilityAPITests: XCTestCase {
    final class Stepper: UIView {
        var value = 0
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { value += 1 }
        override func accessibilityDecrement() { value -= 1 }
        override func accessibilityActivate() -> Bool { value = 100; return true }
    }

    final class Container: UIView {
        let first = UIView(), second = UIView()
        override var accessibilityElements: [Any]? {
            get { [second, first] }
            set {}
        }
    }

    func testUserInterfaceLayoutDirectionForEachAttribute() async {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(
            UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        XCTAssertEqual(
            UIView.userInterfaceLayoutDirection(for: .unspecified), UIApplication.shared.userInterfaceLayoutDirection)
    }

    func testEffectiveDirectionFollowsTraitsUnlessForced() async {
        let screen = UIScreen(device: .iPhone15)
        screen.layoutDirection = .rightToLeft
        let window = UIWindow(screen: screen)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        XCTAssertEqual(view.semanticContentAttribute, .unspecified)
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(UIView().effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testAccessibilityMembersAreOverridable() async {
        let stepper = Stepper()
        let element: UIResponder = stepper
        XCTAssertTrue(element.isAccessibilityElement)
        XCTAssertEqual(element.accessibilityTraits, .adjustable)
        element.accessibilityIncrement()
        element.accessibilityIncrement()
        element.accessibilityDecrement()
        XCTAssertEqual(stepper.value, 1)
        XCTAssertTrue(element.accessibilityActivate())
        XCTAssertEqual(stepper.value, 100)
        XCTAssertFalse(UIView().accessibilityActivate(), "the default does nothing")
        XCTAssertFalse(UIView().accessibilityScroll(.up))

        let container = Container()
        XCTAssertEqual(container.accessibilityElementCount(), 2)
        XCTAssertTrue(container.accessibilityElement(at: 0) as? UIView === container.second)
        XCTAssertEqual(container.index(ofAccessibilityElement: container.first), 1)
        XCTAssertEqual(container.index(ofAccessibilityElement: UIView()), NSNotFound)
        XCTAssertNil(container.accessibilityElement(at: 5))
        let plain = UIView()
        plain.accessibilityElements = [container]
        XCTAssertEqual(plain.accessibilityElementCount(), 1)
    }
}
