import UIKit
import XCTest

/// What the source bridge makes of an override in an extension of a UIKit class (a category's
/// method replacing the class's own for every instance, `super` reaching the superclass's —
/// *Programming with Objective-C*, "Customizing Existing Classes"): the renamed member, registered
/// with `MethodSwizzling.replace`. Registered here on classes of this test only, so that UIKit's
/// own classes keep their methods for the other tests.
@MainActor
final class ExtensionReplacementTests: XCTestCase {
    /// A class the "library" extends, one below it, and a subclass overriding as Swift does.
    class Shelf: UIView { var log: [String] = [] }
    final class Rack: Shelf {}
    final class Crate: Shelf {
        override func layoutSubviews() {
            log.append("crate")
            super.layoutSubviews()
        }
    }
    final class Screen: UIViewController { var loaded = 0 }
    final class Tag: UILabel {}
    final class LockedField: UITextField {}

    static let registered: Void = {
        MethodSwizzling.replace(Shelf.self, "layoutSubviews") { object, _ in
            (object as! Shelf)._viewlab_Shelf_layoutSubviews()
        }
        MethodSwizzling.replace(Rack.self, "layoutSubviews") { object, _ in
            (object as! Rack)._viewlab_Rack_layoutSubviews()
        }
        MethodSwizzling.replace(Shelf.self, "pointInside:with:") { object, arguments in
            (object as! Shelf)._viewlab_Shelf_point(inside: arguments[0] as! CGPoint, with: arguments[1] as! UIEvent?)
        }
        MethodSwizzling.replace(Shelf.self, "intrinsicContentSize") { object, _ in
            (object as! Shelf)._viewlab_Shelf_intrinsicContentSize
        }
        MethodSwizzling.replace(Shelf.self, "canBecomeFirstResponder") { object, _ in
            (object as! Shelf)._viewlab_Shelf_canBecomeFirstResponder
        }
        MethodSwizzling.replace(Tag.self, "intrinsicContentSize") { object, _ in
            (object as! Tag)._viewlab_Tag_intrinsicContentSize
        }
        MethodSwizzling.replace(LockedField.self, "canBecomeFirstResponder") { object, _ in
            (object as! LockedField)._viewlab_LockedField_canBecomeFirstResponder
        }
        MethodSwizzling.replace(Screen.self, "viewDidLoad") { object, _ in
            (object as! Screen)._viewlab_Screen_viewDidLoad()
        }
    }()

    override func setUp() async throws { Self.registered }

    /// The replacement runs for the class and its subclasses; `super` reaches the superclass's
    /// implementation (UIView's layout, here: the autoresizing of its subviews); a subclass's own
    /// override still runs first and its `super` reaches the replacement.
    func testTheReplacementRunsAndSuperReachesTheSuperclass() async {
        let rack = Rack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        rack.addSubview(child)
        rack.frame.size.width = 200
        rack.layoutIfNeeded()
        XCTAssertEqual(rack.log, ["rack", "shelf"])
        XCTAssertEqual(child.frame.width, 200)
        let crate = Crate(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        crate.layoutIfNeeded()
        XCTAssertEqual(crate.log, ["crate", "shelf"])
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(plain.point(inside: CGPoint(x: 15, y: 5), with: nil))
        XCTAssertEqual(plain.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertFalse(plain.canBecomeFirstResponder)
    }

    /// Values come back through the replacement, which asks `super` for UIKit's answer.
    func testReplacedValuesAndHitTesting() async {
        let shelf = Shelf(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(shelf.point(inside: CGPoint(x: 15, y: 5), with: nil))
        XCTAssertFalse(shelf.point(inside: CGPoint(x: 40, y: 5), with: nil))
        XCTAssertTrue(shelf.hitTest(CGPoint(x: 15, y: 5), with: nil) === shelf)
        XCTAssertEqual(shelf.intrinsicContentSize, CGSize(width: 44, height: UIView.noIntrinsicMetric))
        XCTAssertTrue(shelf.canBecomeFirstResponder)
        let screen = Screen()
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.loaded, 1)
    }

    /// UIKit subclasses with their own answer consult the table too: `super` gives the label's
    /// text size and the text field's `isEnabled` rule.
    func testLabelsAndTextFieldsOwnAnswersCanBeReplaced() async {
        let tag = Tag()
        tag.text = "Swift"
        let label = UILabel()
        label.text = "Swift"
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 0)
        XCTAssertEqual(tag.intrinsicContentSize.width, label.intrinsicContentSize.width + 16)
        XCTAssertEqual(tag.intrinsicContentSize.height, label.intrinsicContentSize.height)
        let field = LockedField()
        XCTAssertTrue(UITextField().canBecomeFirstResponder)
        XCTAssertFalse(field.canBecomeFirstResponder)
        field.tag = 1
        XCTAssertTrue(field.canBecomeFirstResponder)
        field.isEnabled = false
        XCTAssertFalse(field.canBecomeFirstResponder)
    }

    /// `awakeFromNib` is NSObject's on iOS, so an extension of `UIView` may override it: its
    /// `super` (sent above `UIView`) ends at NSObject's, which does nothing.
    func testSuperOfAViewsAwakeFromNibEndsAtNSObject() async {
        let view = UIView()
        MethodSwizzling.sendSuper(view, above: UIView.self, "awakeFromNib", []) as Void
        let shelf = Shelf()
        shelf.awakeFromNib()
        XCTAssertEqual(shelf.log, [])
    }
}

/// The members as the bridge renames them.
extension ExtensionReplacementTests.Shelf {
    func _viewlab_Shelf_layoutSubviews() {
        log.append("shelf")
        MethodSwizzling.sendSuper(self, above: ExtensionReplacementTests.Shelf.self, "layoutSubviews", []) as Void
    }

    func _viewlab_Shelf_point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside: Bool = MethodSwizzling.sendSuper(
            self, above: ExtensionReplacementTests.Shelf.self, "pointInside:with:", [point, event])
        return inside || bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    var _viewlab_Shelf_intrinsicContentSize: CGSize {
        var size: CGSize = MethodSwizzling.sendSuper(
            self, above: ExtensionReplacementTests.Shelf.self, "intrinsicContentSize", [])
        size.width = 44
        return size
    }

    var _viewlab_Shelf_canBecomeFirstResponder: Bool { true }
}

extension ExtensionReplacementTests.Tag {
    var _viewlab_Tag_intrinsicContentSize: CGSize {
        let size: CGSize = MethodSwizzling.sendSuper(
            self, above: ExtensionReplacementTests.Tag.self, "intrinsicContentSize", [])
        return CGSize(width: size.width + 16, height: size.height)
    }
}

extension ExtensionReplacementTests.LockedField {
    /// Only once unlocked (tag 1), and then as UIKit says.
    var _viewlab_LockedField_canBecomeFirstResponder: Bool {
        let enabled: Bool = MethodSwizzling.sendSuper(
            self, above: ExtensionReplacementTests.LockedField.self, "canBecomeFirstResponder", [])
        return tag == 1 && enabled
    }
}

extension ExtensionReplacementTests.Rack {
    func _viewlab_Rack_layoutSubviews() {
        log.append("rack")
        MethodSwizzling.sendSuper(self, above: ExtensionReplacementTests.Rack.self, "layoutSubviews", []) as Void
    }
}

extension ExtensionReplacementTests.Screen {
    func _viewlab_Screen_viewDidLoad() {
        loaded += 1
        MethodSwizzling.sendSuper(self, above: ExtensionReplacementTests.Screen.self, "viewDidLoad", []) as Void
    }
}
