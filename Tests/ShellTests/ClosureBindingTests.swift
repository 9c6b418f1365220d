@testable import ViewLabShell
import XCTest

/// A control with a closure handler, bound the way `UIAction` will be.
final class TestTapTarget {
    var handler: ((TestTapTarget) -> Void)?
    func tap() { handler?(self) }
}

@MainActor
final class ClosureBindingTests: XCTestCase {
    /// `Target { _ in print("tapped") }`: a trailing closure for a `Void`-returning handler.
    func testVoidClosuresRunWhenUIKitCallsThem() async throws {
        let binding = TypeBinding<TestTapTarget>("Target", superclass: nil)
            .initializer(["handler"]) { (handler: @escaping (TestTapTarget) -> Void) in
                let target = TestTapTarget()
                target.handler = handler
                return target
            }
            .method("tap") { (target: TestTapTarget) in target.tap() }
        let registry = ShellRegistry(
            bindings: Bindings.all + [binding, ClosureBinding<TestTapTarget, Void>(fallback: {})])
        var out = ""
        let console = Console(colour: false, out: { out += $0 }, err: { out += "ERR " + $0 })
        let session = Session(registry: registry, console: console)
        try session.run("var taps = 0\nlet t = Target { _ in print(\"tapped\") }\nt.tap(); t.tap()")
        XCTAssertEqual(out, "tapped\ntapped\n")
        try session.run("let u = Target(handler: { target in taps += 1 })\nu.tap(); u.tap(); u.tap()\ntaps")
        XCTAssertEqual(out, "tapped\ntapped\n3\n")
    }
}
