import Previews
import TestSupport
import UIKit
@testable import ViewLabShell
import XCTest

/// A playground-style view with an observed property, registered like the catalogue's views.
final class TestGauge: UIView {
    var displays = 0
    var level: CGFloat = 0 {
        didSet { displays += 1 }
    }
    var caption: String? = nil
}

/// Classes installed from their bindings (as the source bridge generates them; here written out).
@MainActor
final class BindingsPlaygroundTests: XCTestCase {
    func testInspectablePropertiesAreReadableAndSettableAndRunObservers() async throws {
        let registry = ShellRegistry(bindings: Bindings.all)
        var binding = ShellClassBinding(TestGauge.self, name: "Gauge")
        binding.initializer(["frame"]) { (frame: CGRect) in TestGauge(frame: frame) }
        binding.property("level", \TestGauge.level, inspectable: true)
        binding.property("caption", \TestGauge.caption)
        binding.readOnly("displays", \TestGauge.displays)
        registry.install(ShellBindings(classes: [binding]))
        var out = ""
        let console = Console(colour: false, out: { out += $0 }, err: { out += "ERR " + $0 })
        let session = Session(registry: registry, console: console)
        try session.run(
            "let g = Gauge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\ng.level = 0.5\ng.level\ng.caption = \"hi\"\ng.caption!\ng.displays"
        )
        XCTAssertEqual(out, "0.5\n\"hi\"\n1\n")
        let gauge = try XCTUnwrap(session.globals.lookup("g")?.value as? TestGauge)
        XCTAssertEqual(gauge.level, 0.5)
        XCTAssertEqual(gauge.frame.width, 10)
        XCTAssertThrowsError(try session.run("g.displays = 3"))
        XCTAssertNoThrow(try session.run("g.alpha = 0.25"))
        XCTAssertEqual(gauge.alpha, 0.25)
    }

    /// Initialisers and methods of any arity (the binding API takes parameter packs): a
    /// seven-parameter method is callable, its arguments arrive in order, and a wrong argument
    /// type is a `ShellBindingError`, not a crash.
    func testCallablesOfAnyArity() async throws {
        let registry = ShellRegistry(bindings: Bindings.all)
        var binding = ShellClassBinding(TestGauge.self, name: "Gauge")
        binding.initializer([]) { TestGauge() }
        binding.property("level", \TestGauge.level)
        binding.property("caption", \TestGauge.caption)
        binding.method("configure", ["level", "a", "b", "c", "d", "e", "caption"]) {
            (o: TestGauge, level: CGFloat, a: Int, b: Int, c: Int, d: Int, e: Int, caption: String) in
            o.level = level
            o.caption = "\(caption) \([a, b, c, d, e].map(String.init).joined(separator: ","))"
        }
        let method = try XCTUnwrap(binding.methods.first)
        XCTAssertEqual(method.parameterTypes.count, 7)
        XCTAssertTrue(method.parameterTypes[0] == CGFloat.self && method.parameterTypes[6] == String.self)
        XCTAssertThrowsError(try method.invoke(TestGauge(), [CGFloat(1), 1, 2, 3, 4, "five", "x"]))
        registry.install(ShellBindings(classes: [binding]))
        var out = ""
        let console = Console(colour: false, out: { out += $0 }, err: { out += "ERR " + $0 })
        let session = Session(registry: registry, console: console)
        try session.run(
            "let g = Gauge()\ng.configure(level: 0.25, a: 1, b: 2, c: 3, d: 4, e: 5, caption: \"n\")\ng.caption!\ng.level"
        )
        XCTAssertEqual(out, "\"n 1,2,3,4,5\"\n0.25\n")
    }

    /// The real binary registers the catalogue (`PlaygroundsShellBindings.all`, generated at build time).
    func testViewlabBinaryKnowsTheCatalogueViews() async throws {
        let result = try ViewLabBinary.run(
            [],
            input: """
                let r = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                r.progress = 0.5
                r.progress
                let rating = RatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
                rating.rating = 3
                rating.rating
                let card = NotchedCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                card.notchRadius = 10
                card.notchRadius

                """)
        XCTAssertTrue(result.stdout.contains("0.5"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("3"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("10.0"), result.stdout + result.stderr)
        XCTAssertFalse(result.stderr.contains("error"), result.stderr)
    }
}
