import PixelReading
import UIKit
import XCTest

// Two idioms of badge components (BadgeHub-style): a stored property added to UIView in an
// extension through associated objects, and a badge attached to a bar button item's view.

private var badgeKey: UInt8 = 0

extension UIView {
    /// A badge label stored on any view, as extensions do it on iOS.
    var badgeLabel: UILabel? {
        get { objc_getAssociatedObject(self, &badgeKey) as? UILabel }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// Rules: `objc_setAssociatedObject` keeps a value per object and key (RETAIN: the object owns it;
/// ASSIGN: not retained; nil removes it) and an object's associations go with it (Apple, "Objective-C
/// Runtime: objc_setAssociatedObject"; "Associative References", The Objective-C Programming
/// Language). `UIBarButtonItem(customView:)` keeps the view; `init(barButtonSystemItem:target:action:)`
/// keeps its target and action (UIKit docs).
final class BarItemAndAssociationTests: XCTestCase {
    func test_associatedObject_isAStoredPropertyPerObject() {
        let a = UIView(), b = UIView()
        let label = UILabel()
        a.badgeLabel = label
        XCTAssertTrue(a.badgeLabel === label)
        XCTAssertNil(b.badgeLabel, "another object has its own associations")
        a.badgeLabel = nil
        XCTAssertNil(a.badgeLabel, "nil removes the association")
    }

    func test_retainKeepsTheValueAlive_andTheOwnersEndReleasesIt() {
        weak var weakLabel: UILabel?
        var owner: UIView? = UIView()
        autoreleasepool {
            let label = UILabel()
            weakLabel = label
            owner?.badgeLabel = label
        }
        XCTAssertNotNil(weakLabel, "RETAIN: the owner keeps the value")
        owner = nil
        // Associations of released owners are dropped as the table is used.
        for _ in 0..<200 { UIView().badgeLabel = UILabel() }
        XCTAssertNil(weakLabel, "the owner's associations went with it")
    }

    func test_assignDoesNotRetain() {
        var key: UInt8 = 0
        let owner = UIView()
        weak var weakValue: UIView?
        autoreleasepool {
            let value = UIView()
            weakValue = value
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertTrue(objc_getAssociatedObject(owner, &key) as? UIView === value)
        }
        XCTAssertNil(weakValue, "ASSIGN does not keep the value alive")
        XCTAssertNil(objc_getAssociatedObject(owner, &key))
    }

    func test_barButtonItems_keepTheirViewTargetAndAction() {
        final class Handler: NSObject { func compose() {} }
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let item = UIBarButtonItem(customView: icon)
        XCTAssertTrue(item.customView === icon)
        XCTAssertTrue(item.value(forKey: "view") as? UIView === icon, "BadgeHub finds the item's view through KVC")
        let handler = Handler()
        let system = UIBarButtonItem(barButtonSystemItem: .compose, target: handler, action: Selector("compose"))
        XCTAssertTrue(system.target === handler)
        XCTAssertEqual(system.action, Selector("compose"))
        XCTAssertEqual(system.style, .plain)
        XCTAssertEqual(UIBarButtonItem.SystemItem.close.rawValue, 24)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        XCTAssertEqual(done.title, "Done")
        XCTAssertTrue(done.isEnabled)
        XCTAssertEqual(UIBarButtonItem.fixedSpace(12).width, 12)
    }

    /// TagListView's app-extension-safe spelling of `UIApplication.shared` (Objective-C's
    /// `+valueForKey:` on the class).
    func test_sharedApplicationThroughKeyValueCoding() {
        let app = UIApplication.value(forKey: "sharedApplication") as? UIApplication
        XCTAssertTrue(app === UIApplication.shared)
        XCTAssertEqual(app?.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertNil(UIApplication.value(forKey: "noSuchKey"))
    }
}
