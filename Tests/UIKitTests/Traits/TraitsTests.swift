@_spi(ViewLab) import UIKit
import XCTest

@MainActor
final class TraitsTests: XCTestCase {
    func testCombiningCollectionsLaterSpecifiedTraitsWin() async {
        let a = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
        ])
        let b = UITraitCollection(traitsFrom: [a, UITraitCollection(userInterfaceStyle: .light), UITraitCollection()])
        XCTAssertEqual(b.userInterfaceStyle, .light)
        XCTAssertEqual(b.displayScale, 2)
        XCTAssertEqual(b.horizontalSizeClass, .unspecified)
        XCTAssertTrue(b.containsTraits(in: UITraitCollection(displayScale: 2)))
        XCTAssertFalse(b.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertTrue(a.hasDifferentColorAppearance(comparedTo: b))
        XCTAssertFalse(a.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory.rawValue,
            "UICTContentSizeCategoryAccessibilityL")
    }

    func testWindowTraitsComeFromTheScreen() async {
        let window = makeWindow(.iPad10)
        let t = window.traitCollection
        XCTAssertEqual(t.userInterfaceIdiom, .pad)
        XCTAssertEqual(t.displayScale, 2)
        XCTAssertEqual(t.horizontalSizeClass, .regular)
        XCTAssertEqual(t.verticalSizeClass, .regular)
        XCTAssertEqual(t.userInterfaceStyle, .light)
        XCTAssertEqual(t.layoutDirection, .leftToRight)
        XCTAssertEqual(t.preferredContentSizeCategory, .large)
        let child = UIView()
        window.addSubview(child)
        XCTAssertEqual(child.traitCollection, t)
    }

    func testTraitCollectionDidChangeIsCalledOncePerChangeWithThePrevious() async {
        let window = makeWindow()
        let parent = ProbeView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let child = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        window.runTurn()
        XCTAssertEqual(child.traitCount, 0, "same traits as before: no call")
        window.screen.userInterfaceStyle = .dark
        window.runTurn()
        window.runTurn()
        XCTAssertEqual(child.traitCount, 1)
        XCTAssertEqual(parent.traitCount, 1)
        XCTAssertEqual(child.traitChanges.first??.userInterfaceStyle, .light)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        parent.overrideUserInterfaceStyle = .dark  // no effective change
        window.runTurn()
        XCTAssertEqual(child.traitCount, 1)
        parent.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        XCTAssertEqual(child.traitCount, 2)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark, "overrides go down, not up")
    }

    func testViewControllerOverrideAndCallback() async {
        final class Controller: UIViewController {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
        }
        let window = makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        window.runTurn()
        controller.overrideUserInterfaceStyle = .dark
        window.runTurn()
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.changes, 1)
    }

    func testRegisterForTraitChangesFiresOnlyForTheTraitsAsked() async {
        final class Observed: UIView { var styleChanges: [UIUserInterfaceStyle] = [] }
        let window = makeWindow(.iPhone15)
        let v = Observed(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        window.addSubview(v)
        window.runTurn()
        var sizeClassCalls = 0
        let registration = v.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (view: Observed, previous: UITraitCollection) in
            view.styleChanges.append(previous.userInterfaceStyle)
        }
        v.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (_: Observed, _: UITraitCollection) in
            sizeClassCalls += 1
        }
        window.setLandscape(true)  // size classes change, style does not
        XCTAssertEqual(sizeClassCalls, 1)
        XCTAssertEqual(v.styleChanges, [])
        window.screen.userInterfaceStyle = .dark
        window.runTurn()
        XCTAssertEqual(v.styleChanges, [.light])
        v.unregisterForTraitChanges(registration)
        window.screen.userInterfaceStyle = .light
        window.runTurn()
        XCTAssertEqual(v.styleChanges, [.light])
        XCTAssertEqual(UITraitCollection.systemTraitsAffectingColorAppearance.count, 2)
    }

    func testAppearanceChangeRedrawsCustomDrawingWithTheNewTraitsCurrent() async {
        let window = makeWindow()
        let drawn = ProbeView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        let plain = PlainView(frame: CGRect(x: 0, y: 200, width: 20, height: 20))
        window.addSubview(drawn); window.addSubview(plain)
        window.runTurn()
        let lightPixel = drawn.backingImage!.pixel(x: 30, y: 30)
        window.screen.userInterfaceStyle = .dark
        window.runTurn()
        XCTAssertEqual(drawn.drawCount, 2)
        XCTAssertEqual(drawn.drawTraits.last?.userInterfaceStyle, .dark)
        let darkPixel = drawn.backingImage!.pixel(x: 30, y: 30)
        XCTAssertNotEqual(lightPixel.red, darkPixel.red, "systemBlue differs between light and dark")
        XCTAssertNil(plain.backingImage)
        // A change that does not affect colours (size class) does not redraw.
        window.setLandscape(true)
        window.runTurn()
        XCTAssertEqual(drawn.drawCount, 2)
    }
}
