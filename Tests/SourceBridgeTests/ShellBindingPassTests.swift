@testable import SourceBridge
import XCTest

/// The generated shell bindings: which initialisers Swift's inheritance rules give a class, which
/// properties and methods are bound, and what is left out. (That the generated code compiles and
/// works is tested through the real shell: `OwnViewsTerminalTests`, `BindingsPlaygroundTests`.)
final class ShellBindingPassTests: XCTestCase {
    /// UIKit as the generator asks about it (the real tool looks classes up at run time).
    private func family(_ name: String) -> ShellBindingPass.Family? {
        switch name {
        case "UIView", "UIControl", "UIButton": return .view
        case "CALayer", "CAShapeLayer": return .layer
        case "NSObject": return .object
        default: return nil
        }
    }

    private func generate(_ text: String) -> String {
        ShellBindingPass.generate(
            [BridgedFile(path: "/src/View.swift", text: text)], superclassFamily: family, entry: .liveRegistration)
    }

    func testAClassWithoutDesignatedInitialisersInheritsFrameAndPlainInit() {
        let out = generate("class Ring: UIView { var progress: CGFloat = 0 }")
        XCTAssertTrue(out.contains(#"binding.initializer(["frame"]) { (a0: CGRect) in Ring(frame: a0) }"#), out)
        XCTAssertTrue(out.contains(#"binding.initializer([]) { Ring() }"#), out)
        XCTAssertTrue(out.contains(#"binding.property("progress", \Ring.progress)"#), out)
        XCTAssertTrue(out.contains(#"@_cdecl("viewlab_register_shell_bindings")"#), out)
    }

    /// A class a library keeps only to say it was renamed (`@available(*, unavailable, renamed:)`)
    /// cannot be named by any Swift code, so the bindings leave it out (it made 43 errors in a
    /// card-sheet library's export).
    func testAnUnavailableClassIsNotBound() {
        let out = generate(
            """
            @available(*, unavailable, renamed: "BLTNPageItem")
            @objc public class PageBulletinItem: UIView {}
            public class BLTNPageItem: UIView {}
            """)
        XCTAssertFalse(out.contains("PageBulletinItem"), out)
        XCTAssertTrue(out.contains("BLTNPageItem(frame:"), out)
    }

    /// Swift: declaring a designated initialiser stops the inheritance of the superclass's; a
    /// convenience initialiser is inherited only when every designated one is overridden.
    func testDesignatedInitialisersFollowSwiftsInheritanceRules() {
        let custom = generate(
            """
            class Chip: UIView {
                init(title: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        XCTAssertTrue(custom.contains(#"binding.initializer(["title"]) { (a0: String) in Chip(title: a0) }"#), custom)
        XCTAssertFalse(custom.contains(#"["frame"]"#), custom)
        XCTAssertFalse(custom.contains(#"Chip()"#), custom)
        XCTAssertFalse(custom.contains("coder"), custom)

        let overriding = generate(
            """
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                convenience init(title: String, count: Int) throws { self.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class FancyCard: Card {}
            """)
        XCTAssertTrue(overriding.contains(#"binding.initializer([]) { Card() }"#), overriding)
        XCTAssertTrue(overriding.contains(#"{ (a0: String, a1: Int) in try Card(title: a0, count: a1) }"#), overriding)
        // A subclass of a module class inherits all of it.
        XCTAssertTrue(overriding.contains(#"{ (a0: CGRect) in FancyCard(frame: a0) }"#), overriding)
        XCTAssertTrue(
            overriding.contains(#"{ (a0: String, a1: Int) in try FancyCard(title: a0, count: a1) }"#), overriding)
    }

    func testLayersHaveTheirRequiredPlainInitialiser() {
        let out = generate("class Track: CAShapeLayer { var inset: CGFloat = 2 }")
        XCTAssertTrue(out.contains(#"binding.initializer([]) { Track() }"#), out)
        XCTAssertFalse(out.contains("frame"), out)
    }

    func testPropertiesAndMethodsThatAreBoundAndThoseLeftOut() {
        let out = generate(
            """
            @IBDesignable final class Gauge: UIControl {
                enum Style { case bar, `default` }
                @IBInspectable var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
                private(set) var changes = 0
                let id = 1
                var area: CGFloat { bounds.width * bounds.height }
                var scale: CGFloat { get { 1 } set { } }
                private var secret = 0
                static var shared = 0
                override var intrinsicContentSize: CGSize { .zero }
                func reset(to value: CGFloat, animated: Bool) {}
                func load() throws -> Int { 1 }
                func generic<T>(_ t: T) {}
                func many(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int) {}
                func variadic(_ a: Int...) {}
                private func hidden() {}
                override func layoutSubviews() {}
                static func == (a: Gauge, b: Gauge) -> Bool { true }
            }
            extension Gauge { func pulse() {} }
            """)
        XCTAssertTrue(out.contains(#"designable: true"#), out)
        XCTAssertTrue(out.contains(#"binding.property("level", \Gauge.level, inspectable: true)"#), out)
        XCTAssertTrue(out.contains(#"binding.readOnly("changes", \Gauge.changes)"#), out)
        XCTAssertTrue(out.contains(#"binding.readOnly("id", \Gauge.id)"#), out)
        XCTAssertTrue(out.contains(#"binding.readOnly("area", \Gauge.area)"#), out)
        XCTAssertTrue(out.contains(#"binding.property("scale", \Gauge.scale)"#), out)
        XCTAssertTrue(out.contains(#"{ (o: Gauge, a0: CGFloat, a1: Bool) in o.reset(to: a0, animated: a1) }"#), out)
        XCTAssertTrue(out.contains(#"{ (o: Gauge) in try o.load() }"#), out)
        XCTAssertTrue(out.contains(#"binding.method("pulse", [])"#), out)
        XCTAssertTrue(
            out.contains(
                #"ShellEnumBinding(Gauge.Style.self, name: "Gauge.Style", cases: [("bar", Gauge.Style.bar), ("default", Gauge.Style.`default`)])"#
            ), out)
        XCTAssertTrue(
            out.contains(
                #"{ (o: Gauge, a0: Int, a1: Int, a2: Int, a3: Int, a4: Int, a5: Int) in o.many(a0, a1, a2, a3, a4, a5) }"#
            ), out)
        for absent in [
            "secret", "shared", "intrinsicContentSize", "generic", "variadic", "hidden", "layoutSubviews", "\"==\"",
        ] {
            XCTAssertFalse(out.contains(absent), "\(absent) should not be bound:\n\(out)")
        }
    }

    func testClassesThatAreNotViewsOrLayersOrCannotBeNamedAreLeftOut() {
        let out = generate(
            """
            class Model {}
            class Controller: UIViewController {}
            class Box<T>: UIView {}
            private class Hidden: UIView {}
            func make() -> UIView { class Local: UIView {}; return Local() }
            enum Payload { case value(Int) }
            """)
        XCTAssertTrue(out.contains("ShellBindings(classes: [], enums: [])"), out)
    }

    func testThePackageEntryIsAPublicEnum() {
        let out = ShellBindingPass.generate(
            [BridgedFile(path: "/p/A.swift", text: "import Previews\nclass A: UIView {}")],
            superclassFamily: family, entry: .publicEnum("PlaygroundsShellBindings"))
        XCTAssertTrue(out.contains("public enum PlaygroundsShellBindings {"), out)
        XCTAssertTrue(
            out.contains(
                "public static var all: ShellBindings { ShellBindings._make { ShellBindings(classes: [A._viewlabShellBinding_0()]"
            ), out)
        XCTAssertFalse(out.contains("@_cdecl"), out)
        XCTAssertEqual(out.components(separatedBy: "import Previews").count, 2, "imports are not repeated")
    }

    /// An `NSObject` subclass (a model or a target typed at the prompt) inherits `init()` when it
    /// declares no designated initialiser, and is bound like a view; one declaring its own does not.
    func testAnNSObjectSubclassInheritsPlainInit() {
        let out = generate(
            """
            class Tally: NSObject { var count = 0 }
            class Named: NSObject { let name: String; init(name: String) { self.name = name } }
            """)
        XCTAssertTrue(out.contains(#"binding.initializer([]) { Tally() }"#), out)
        XCTAssertTrue(out.contains(#"binding.property("count", \Tally.count)"#), out)
        XCTAssertTrue(out.contains(#"binding.initializer(["name"]) { (a0: String) in Named(name: a0) }"#), out)
        XCTAssertFalse(out.contains("Named()"), out)
    }
}
