import Previews
import UIKit
@testable import ViewLabShell
import XCTest

/// A playground view registered with the shell.
final class TestBadge: UIView {
    var count = 0
}

/// The registry: every binding resolves; playground views become constructible by name.
@MainActor
final class RegistryTests: XCTestCase {
    func testEveryBindingResolves() async {
        let registry = ShellRegistry(bindings: Bindings.all)
        for name in [
            "Int", "Double", "CGFloat", "Float", "Bool", "String", "CGPoint", "CGSize", "CGRect", "CGAffineTransform",
            "CGColor", "UIColor", "UIView", "UIView.ContentMode", "CALayer", "UITraitCollection",
            "UIUserInterfaceStyle",
        ] {
            XCTAssertNotNil(registry.type(named: name), name)
        }
        XCTAssertEqual(
            registry.property("backgroundColor", of: registry.type(named: "UIView")!)?.type,
            .optional(.named("UIColor")))
        XCTAssertEqual(
            registry.type(named: "UIColor")?.initializers.first { $0.labels == ["dynamicProvider"] }?.parameters,
            [.function([.named("UITraitCollection")], .named("UIColor"))])
    }

    func testPlaygroundViewsAreConstructibleByName() async {
        let registry = ShellRegistry(bindings: Bindings.all)
        var badge = ShellClassBinding(TestBadge.self, name: "Badge")
        badge.initializer(["frame"]) { (frame: CGRect) in TestBadge(frame: frame) }
        badge.initializer([]) { TestBadge() }
        registry.install(ShellBindings(classes: [badge]))
        XCTAssertEqual(registry.type(named: "UIView")?.swiftType == UIView.self, true)
        XCTAssertEqual(registry.type(named: "Badge")?.superclass, "UIView")
        let console = Console(colour: false, out: { _ in }, err: { _ in })
        let session = Session(registry: registry, console: console)
        XCTAssertNoThrow(
            try session.run("let b = Badge(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); b.alpha = 0.5"))
        let b = session.globals.lookup("b")?.value as? TestBadge
        XCTAssertEqual(b?.alpha, 0.5)
        XCTAssertEqual(b?.frame.width, 5)
        XCTAssertNoThrow(try session.run("let u: UIView = Badge()"))
    }

    func testSharedRegistryStartsQuickly() async {
        let start = Date()
        _ = ShellRegistry(bindings: Bindings.all)
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.1)
    }
}
