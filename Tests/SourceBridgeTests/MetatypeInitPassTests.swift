@testable import SourceBridge
import XCTest

/// `MetatypeInitPass`: initialisers called through metatype values become `ClassTable.construct`,
/// and the classes that have them are registered; calls Swift already allows are left alone.
final class MetatypeInitPassTests: XCTestCase {
    func bridgedText(_ text: String) -> (text: String, registration: String) {
        let output = bridged(text)
        assertSameLineCount(text, output.files[0].text)
        return (output.files[0].text, output.registration)
    }

    func testConstructionsThroughMetatypeValuesAreSentToTheDynamicClass() {
        let text = """
            import UIKit
            class DoneItem: UIBarButtonItem {
                class func done() -> DoneItem { self.init(title: "Done", style: .done, target: nil, action: nil) }
                static func cancel() -> Self { Self.init(title: "Cancel",
                                                         style: .plain, target: nil, action: nil) }
            }
            final class Queue<Reusable: NSObject> { func make() -> Reusable { Reusable() } }
            func badge<T: UIView>(_ t: T.Type) -> T { T.init(frame: .zero) }
            func view(_ cls: UIView.Type) -> UIView { cls.init(frame: .zero) }
            func cell(_ classes: [String: UIView.Type]) -> UIView? { if let clazz = classes["a"] { return clazz.init() }; return nil }
            func object(_ type: AnyClass) -> NSObject { (type as! NSObject.Type).init() }
            """
        let (out, registration) = bridgedText(text)
        let lines = out.components(separatedBy: "\n")
        XCTAssertTrue(
            out.contains(
                #"ClassTable.construct(self, labels: "title:style:target:action", ("Done", .done, nil, nil) as (String?, UIBarButtonItem.Style, Any?, Selector?))"#
            ), out)
        XCTAssertTrue(
            lines.contains {
                $0.contains("ClassTable.construct(Self.self, labels: \"title:style:target:action\", (\"Cancel\",")
            }, out)
        XCTAssertTrue(out.contains(#"ClassTable.construct(Reusable.self, labels: "", ())"#), out)
        XCTAssertTrue(out.contains(#"ClassTable.construct(T.self, labels: "frame", (.zero) as (CGRect))"#), out)
        XCTAssertTrue(out.contains(#"ClassTable.construct(cls, labels: "frame", (.zero) as (CGRect))"#), out)
        XCTAssertTrue(out.contains(#"return ClassTable.construct(clazz, labels: "", ())"#), out)
        XCTAssertTrue(out.contains(#"ClassTable.construct((type as! NSObject.Type), labels: "", ())"#), out)
        // The module's class inherits UIBarButtonItem's convenience initialiser; UIKit's classes
        // and NSObject are registered for the labels the module uses.
        XCTAssertTrue(
            registration.contains(
                #"ClassTable.registerInitializer(DoneItem.self, labels: "title:style:target:action") { let a = $0 as! (String?, UIBarButtonItem.Style, Any?, Selector?); return DoneItem(title: a.0, style: a.1, target: a.2, action: a.3) }"#
            ), registration)
        XCTAssertTrue(
            registration.contains(
                #"ClassTable.registerInitializer(UILabel.self, labels: "frame") { UILabel(frame: $0 as! CGRect) }"#),
            registration)
        XCTAssertTrue(
            registration.contains(#"ClassTable.registerInitializer(NSObject.self, labels: "") { _ in NSObject() }"#),
            registration)
        XCTAssertTrue(registration.contains("import UIKit\n"), registration)
    }

    func testAClassWithOnlyItsOwnDesignatedInitialiserIsNotRegisteredForInheritedOnes() {
        let (_, registration) = bridgedText(
            """
            import UIKit
            class TitledItem: UIBarButtonItem {
                init(caption: String) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            func make(_ cls: UIBarButtonItem.Type) -> UIBarButtonItem { cls.init(title: "A", style: .plain, target: nil, action: nil) }
            """)
        XCTAssertFalse(registration.contains("TitledItem.self"), registration)
        XCTAssertTrue(registration.contains("UIBarButtonItem.self"), registration)
    }

    func testCallsSwiftAllowsAreLeftAlone() {
        let text = """
            import UIKit
            struct Point { init(x: Int) {} }
            protocol Initable { init() }
            final class Badge: UIView {
                convenience init(text: String) { self.init(frame: .zero) }
                func twin() -> Badge { Badge.init(frame: frame) }
                static func make() -> Self { Self.init(frame: .zero) }
                func copy() -> Badge { type(of: self).init(frame: frame) }
            }
            func make<T: Initable>(_ t: T.Type) -> T { T() }
            func point(_ t: Point.Type) -> Point { t.init(x: 1) }
            func any(_ t: Initable.Type) -> Initable { t.init() }
            func cell(_ cls: UITableViewCell.Type) -> UITableViewCell { cls.init(style: .default, reuseIdentifier: nil) }
            """
        let (out, registration) = bridgedText(text)
        XCTAssertFalse(out.contains("ClassTable.construct"), out)
        XCTAssertFalse(registration.contains("registerInitializer"), registration)
    }
}
