import UIKit
import XCTest

@MainActor
final class ViewAppearanceTests: XCTestCase {
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    func testTintIsInheritedAndChangesReachTheSubtree() async {
        let root = TintWatcher(), mid = TintWatcher(), leaf = TintWatcher(), own = TintWatcher()
        root.addSubview(mid); mid.addSubview(leaf); mid.addSubview(own)
        own.tintColor = .green
        own.changes = 0
        root.tintColor = .red
        XCTAssertEqual(root.changes, 1)
        XCTAssertEqual(mid.changes, 1)
        XCTAssertEqual(leaf.changes, 1)
        XCTAssertEqual(own.changes, 0, "a view with its own tint does not inherit the change")
        XCTAssertEqual(leaf.tintColor.cgColor, UIColor.red.cgColor)
        XCTAssertEqual(own.tintColor.cgColor, UIColor.green.cgColor)
        mid.tintAdjustmentMode = .dimmed
        XCTAssertEqual(leaf.tintAdjustmentMode, .dimmed)
        XCTAssertNotEqual(leaf.tintColor.cgColor, UIColor.red.cgColor)
        XCTAssertEqual(root.tintAdjustmentMode, .normal)
        XCTAssertEqual(
            UIView().tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor,
            UIColor.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
    }

    func testLayerBackedProperties() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.clipsToBounds = true
        XCTAssertTrue(v.layer.masksToBounds)
        v.isHidden = true
        XCTAssertTrue(v.layer.isHidden)
        v.alpha = 0.25
        XCTAssertEqual(v.layer.opacity, 0.25)
        let m = UIView()
        v.mask = m
        XCTAssertTrue(v.layer.mask === m.layer)
        v.backgroundColor = .red
        XCTAssertEqual(v.layer.backgroundColor, UIColor.red.cgColor)
        XCTAssertTrue(v.isOpaque)
    }

    /// A view's `backgroundColor` is its layer's (Apple, `UIView.backgroundColor`: "Changes to
    /// this property can be animated… the layer's background"); a view that has none leaves the
    /// layer's own alone, so `view.layer.backgroundColor = color.cgColor` — a widespread idiom in
    /// cards and dialogs — is drawn through display passes and a change to dark mode, as on iOS.
    func testALayerBackgroundSetDirectlyIsDrawnWhenTheViewHasNone() async throws {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.layer.backgroundColor = UIColor.white.cgColor
        card.layer.cornerRadius = 8
        window.backgroundColor = .black
        window.addSubview(card)
        let light = try renderTurn(window, scale: 1)
        XCTAssertEqual(pixel(light, CGPoint(x: 30, y: 30), scale: 1).red, 0xFF)
        window.overrideUserInterfaceStyle = .dark
        card.setNeedsDisplay()
        let dark = try renderTurn(window, scale: 1)
        XCTAssertEqual(pixel(dark, CGPoint(x: 30, y: 30), scale: 1).red, 0xFF, "dark mode leaves a layer colour alone")
        // A view colour still wins and is resolved for the traits.
        card.backgroundColor = .systemBackground
        let resolved = try renderTurn(window, scale: 1)
        XCTAssertEqual(pixel(resolved, CGPoint(x: 30, y: 30), scale: 1).red, 0x00)
    }

    func testAccessibilityPropertiesAreOverridable() async {
        final class Badge: UIView {
            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
            override var accessibilityLabel: String? {
                get { "3 unread" }
                set {}
            }
            override var accessibilityTraits: UIAccessibilityTraits {
                get { [.staticText, .updatesFrequently] }
                set {}
            }
        }
        let window = makeWindow()
        let badge = Badge(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(badge)
        XCTAssertTrue(badge.isAccessibilityElement)
        XCTAssertEqual(badge.accessibilityLabel, "3 unread")
        XCTAssertTrue(badge.accessibilityTraits.contains(.updatesFrequently))
        XCTAssertEqual(badge.accessibilityFrame, CGRect(x: 10, y: 20, width: 30, height: 40))
        badge.accessibilityFrame = .zero
        XCTAssertEqual(badge.accessibilityFrame, .zero)
        let plain = UIView()
        XCTAssertFalse(plain.isAccessibilityElement)
        plain.accessibilityIdentifier = "ring"
        XCTAssertEqual(plain.debugName, "UIView#ring")
        XCTAssertEqual(UIAccessibilityTraits.button.rawValue, 1)
        XCTAssertEqual(UIAccessibilityTraits.header.rawValue, 1 << 16)
        plain.awakeFromNib()
        plain.prepareForInterfaceBuilder()
    }

    func testRootViewControllerAppearanceCallbacks() async {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("load") }
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear window=\(view.window != nil)") }
            override func viewDidAppear(_ animated: Bool) { log.append("didAppear window=\(view.window != nil)") }
        }
        let window = makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        // viewWillAppear comes before the view enters the window; viewDidAppear after the layout
        // pass of the run-loop turn that shows it (Apple, "Handling view-related notifications").
        XCTAssertEqual(controller.log, ["load", "willAppear window=false"])
        window.runTurn()
        XCTAssertEqual(controller.log, ["load", "willAppear window=false", "didAppear window=true"])
    }
}
