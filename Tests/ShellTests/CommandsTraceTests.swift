import Foundation
import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:trace` and `:watch`: what runs after every input.
@MainActor
final class CommandsTraceTests: XCTestCase {
    /// A view that draws (so that `draw(_:)` shows in the trace) with a shadow without a path.
    final class Ring: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    func testTraceReportsLayoutDrawTraitsAndOffscreenPasses() async {
        let shell = ShellHarness()
        let ring = Ring(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        ring.layer.shadowOpacity = 0.5
        shell.bind("ring", ring)
        XCTAssertEqual(shell.output(":trace"), "off\n")
        XCTAssertEqual(shell.output(":trace on"), "trace on\n")
        XCTAssertEqual(
            shell.output("root.addSubview(ring)"),
            "⟶ layoutSubviews ×2 (root, ring) · draw(_:) ×1 (ring) · off-screen: shadow without path (ring)\n")
        XCTAssertEqual(
            shell.output("ring.setNeedsDisplay()"), "⟶ draw(_:) ×1 (ring) · off-screen: shadow without path (ring)\n")
        XCTAssertEqual(shell.output("ring.tag = 4"), "⟶ off-screen: shadow without path (ring)\n")
        // Commands are traced too; :dark changes every view's traits.
        XCTAssertEqual(
            shell.output(":dark"),
            """
            iPhone 15 (393×852 @3x) · portrait · dark · theme default
            ⟶ draw(_:) ×1 (ring) · traitCollectionDidChange ×3 (UIWindow, root, ring) · off-screen: shadow without path (ring)

            """)
        ring.layer.shadowOpacity = 0
        XCTAssertEqual(shell.output(":trace off\nring.setNeedsDisplay()"), "trace off\n")
    }

    /// Every input ends a run-loop turn, traced or not, as iOS commits the implicit transaction
    /// before the next event: the next line sees the layout and the draw. A failed input and a
    /// comment line run no turn.
    func testEveryInputEndsATurnWithoutTrace() async {
        let shell = ShellHarness()
        let ring = Ring(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        shell.bind("ring", ring)
        XCTAssertEqual(shell.output("root.addSubview(ring)\ndrawCount(ring)\nlayoutCount(ring)"), "1\n1\n")
        ring.setNeedsDisplay()
        _ = shell.error("ring.nonexistent = 1")
        XCTAssertEqual(shell.output("// a comment\ndrawCount(ring)"), "1\n", "a failed line and a comment are no turn")
        XCTAssertEqual(shell.output("ring.tag = 1\ndrawCount(ring)"), "2\n")
    }

    func testTraceLineIsDimOnlyWithColour() async {
        var out = ""
        let shell = Shell(stage: Stage(), options: ShellOptions(colour: true))
        shell.setConsole(Console(colour: true, out: { out += $0 }, err: { out += $0 }))
        XCTAssertEqual(shell.runScript(":trace on\nroot.setNeedsLayout()", name: "<test>"), 0)
        XCTAssertEqual(out, "trace on\n\u{1B}[2m⟶ layoutSubviews ×1 (root)\u{1B}[0m\n")
    }

    func testWatchExportsNowAndAfterEveryChangeOnly() async throws {
        let shell = ShellHarness()
        let url = try ShellTestSupport.temporaryDirectory().appendingPathComponent("watched.png")
        XCTAssertEqual(shell.output(":watch"), "not watching\n")
        XCTAssertEqual(shell.output(":scale 1\n:watch \(url.path)"), "scale 1x\nwatching \(url.path)\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        ShellTestSupport.assertColour(try ShellTestSupport.decode(url).image, (0, 0, 393, 4), (0xFF, 0xFF, 0xFF))
        let first = try fileNumber(url)

        shell.run(
            "let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))\ncard.backgroundColor = .systemRed")
        XCTAssertEqual(try fileNumber(url), first, "nothing on screen changed: the file is not rewritten")
        shell.run("root.addSubview(card)")
        let second = try fileNumber(url)
        XCTAssertNotEqual(second, first, "replaced atomically (a new file)")
        ShellTestSupport.assertColour(try ShellTestSupport.decode(url).image, (0, 0, 50, 50), (0xFF, 0x3B, 0x30))
        shell.run(":dark")
        ShellTestSupport.assertColour(try ShellTestSupport.decode(url).image, (60, 0, 50, 50), (0, 0, 0))

        XCTAssertEqual(shell.output(":watch off"), "watch off\n")
        shell.run("card.backgroundColor = .systemGreen")
        ShellTestSupport.assertColour(try ShellTestSupport.decode(url).image, (0, 0, 50, 50), (0xFF, 0x45, 0x3A))
        XCTAssertTrue(shell.error(":watch /nonexistent/dir/w.png").contains("cannot write /nonexistent/dir/w.png"))
    }

    private func fileNumber(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }
}

extension ShellHarness {
    /// Binds `view` (built in Swift: subclasses, properties the shell has no bindings for) to a
    /// shell variable.
    func bind(_ name: String, _ view: UIView) {
        shell.session.define(name, type: .named("UIView"), value: view)
    }
}
