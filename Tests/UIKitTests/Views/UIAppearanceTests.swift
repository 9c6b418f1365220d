import UIKit
import XCTest

/// `UIAppearance`: proxies styling every instance of a class, or those inside given containers,
/// when they enter a window (Apple's *UIAppearance* documentation). Each test styles classes of
/// its own, so the proxies (process-wide, as on iOS) reach no other test.
@MainActor
final class UIAppearanceTests: XCTestCase {
    final class Dots: UIPageControl {}
    final class Toggle: UISwitch {}
    final class Onboarding: UIViewController {}
    final class Panel: UIView {}

    func testAProxyStylesInstancesAsTheyEnterAWindowButNotAValueSetDirectly() async {
        XCTAssertTrue(Dots.appearance() === Dots.appearance(), "one proxy per class")
        Dots.appearance().pageIndicatorTintColor = .systemOrange
        let window = makeWindow()
        let plain = Dots(), own = Dots(), outside = Dots()
        own.pageIndicatorTintColor = .systemBlue
        XCTAssertNil(plain.pageIndicatorTintColor, "not styled before it enters a window")
        window.addSubview(plain)
        window.addSubview(own)
        XCTAssertEqual(plain.pageIndicatorTintColor, .systemOrange)
        XCTAssertEqual(own.pageIndicatorTintColor, .systemBlue, "a value set on the instance wins")
        XCTAssertNil(outside.pageIndicatorTintColor)
        XCTAssertNil(UIPageControl().pageIndicatorTintColor, "a superclass is not styled by a subclass's proxy")
    }

    /// `appearance(whenContainedInInstancesOf:)`: only inside a view of a controller of the
    /// class (or a view of the class), the containers outermost first; the contained proxy
    /// comes after the plain one.
    func testAContainedProxyStylesOnlyInsideItsContainers() async {
        Toggle.appearance().onTintColor = .systemGreen
        Toggle.appearance(whenContainedInInstancesOf: [Onboarding.self]).onTintColor = .systemPurple
        Toggle.appearance(whenContainedInInstancesOf: [Onboarding.self, Panel.self]).thumbTintColor = .systemYellow
        let window = makeWindow()
        let onboarding = Onboarding()
        let inside = Toggle(), inPanel = Toggle(), elsewhere = Toggle()
        let panel = Panel()
        panel.addSubview(inPanel)
        onboarding.view.addSubview(inside)
        onboarding.view.addSubview(panel)
        window.addSubview(onboarding.view)
        window.addSubview(elsewhere)
        XCTAssertEqual(inside.onTintColor, .systemPurple)
        XCTAssertNil(inside.thumbTintColor, "not inside a Panel")
        XCTAssertEqual(inPanel.thumbTintColor, .systemYellow)
        XCTAssertEqual(elsewhere.onTintColor, .systemGreen)
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        return window
    }
}
