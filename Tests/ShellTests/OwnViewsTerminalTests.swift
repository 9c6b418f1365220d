import Foundation
@testable import ViewLabShell
import XCTest

/// Issue 20's acceptance, in a real pseudo-terminal: your own view classes, loaded from a file
/// outside the repository, seen by the shell through their generated bindings.
final class OwnViewsTerminalTests: XCTestCase {
    /// Two classes, one without a preview: `GaugeView` draws a red bar `level` wide (an
    /// `@IBInspectable` with `didSet { setNeedsDisplay() }`) and turns its background green when
    /// `caption` (a plain `var`) is set; `TagView` has only a convenience initialiser of its own.
    static let source = """
        import UIKit

        final class GaugeView: UIView {
            enum Fill { case bar, outline }
            @IBInspectable var level: CGFloat = 0 { didSet { levelChanges += 1; setNeedsDisplay() } }
            private(set) var levelChanges = 0
            var caption = "" { didSet { backgroundColor = caption.isEmpty ? .white : .systemGreen } }
            var fill: Fill = .bar
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
            }
            func reset(to value: CGFloat) { level = value }
        }

        class TagView: UIView {
            var text = ""
            convenience init(text: String) {
                self.init(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
                self.text = text
            }
        }

        #Preview { GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

        """

    func testLoadedClassesAreConstructibleSettableAndCompleted() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("Gauge.swift")
        try Data(OwnViewsTerminalTests.source.utf8).write(to: file)
        let session = try TmuxSession.viewlab(in: directory)
        try session.enterCompiling(":load \(file.path)", until: "classes: GaugeView, TagView")

        // Both classes through their initialisers: init(frame:) runs (white, level 0), not the preview.
        try session.enter("let g = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))")
        try session.enter("root.addSubview(g)")
        XCTAssertTrue(try session.enter("g.level").contains("› g.level\n0.0\n"))
        XCTAssertTrue(try session.enter("let t = TagView(text: \"new\"); t.text").contains("\"new\"\n"))
        XCTAssertTrue(try session.enter("TagView().frame").contains("(0.0, 0.0, 0.0, 0.0)\n"))

        // Tab completes the new members.
        try session.type("g.lev")
        try session.press("Tab")
        try session.wait(for: "› g.level")
        try session.enter(" = 0.5")
        try session.type("g.capt")
        try session.press("Tab")
        try session.wait(for: "› g.caption")
        try session.enter(" = \"on\"")
        XCTAssertTrue(try session.enter("g.levelChanges").contains("› g.levelChanges\n1\n"))
        XCTAssertTrue(try session.enter("g.fill = .outline; g.fill").contains(".outline\n"))
        XCTAssertTrue(try session.enter("g.levelChanges = 3").contains("error:"), "private(set) stays read-only")

        // The export shows both didSet effects: red bar over the left half, green background right.
        let png = directory.appendingPathComponent("gauge.png")
        try session.enter(":export g \(png.path) --scale 1")
        let image = try ShellTestSupport.decode(png).image
        ShellTestSupport.assertColour(image, (x: 5, y: 5, width: 40, height: 90), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (x: 55, y: 5, width: 40, height: 90), (0x34, 0xC7, 0x59))

        // A method with shell-known parameters, and :help lists the inspectable property.
        try session.enter("g.reset(to: 0.25)")
        XCTAssertTrue(try session.enter("g.levelChanges").contains("› g.levelChanges\n2\n"))
        XCTAssertTrue(try session.enter(":help GaugeView").contains("@IBInspectable level: CGFloat"))
    }

    /// A class and a `for` loop typed at the prompt: compiled, loaded and run; the class is then
    /// known to the interpreter too; errors point at the prompt's line and column; `:undo` takes
    /// the loop's views away again.
    func testClassAndLoopTypedAtThePrompt() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let session = try TmuxSession(
            [try ShellTestSupport.viewlabBinary().path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ], width: 200, height: 50)
        try session.waitForPrompt()
        try session.type(
            "class Dot: UIView { override func draw(_ rect: CGRect) { UIColor.systemRed.setFill(); UIBezierPath(ovalIn: bounds).fill() } }"
        )
        try session.press("Enter")
        try session.waitForPrompt()
        try session.enter(":trace on")
        try session.type(
            "for i in 0..<3 { root.addSubview(Dot(frame: CGRect(x: 10 + i * 40, y: 100, width: 30, height: 30))) }")
        try session.press("Enter")
        try session.wait(for: "draw(_:) ×3 (Dot ×3)", timeout: 120)
        XCTAssertTrue(try session.screen().contains("⟶ compiled with swiftc in "))
        try session.waitForPrompt()
        try session.enter(":trace off")
        // The interpreter now knows Dot (generated bindings of the compiled line).
        XCTAssertTrue(try session.enter("root.subviews.count").contains("› root.subviews.count\n3\n"))
        try session.enter("let d = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))")
        let png = directory.appendingPathComponent("dots.png")
        try session.enter(":export \(png.path) --scale 1")
        let image = try ShellTestSupport.decode(png).image
        for x in [25, 65, 105] {
            ShellTestSupport.assertColour(image, (x: x - 3, y: 112, width: 6, height: 6), (0xFF, 0x3B, 0x30))
        }
        ShellTestSupport.assertColour(image, (x: 45, y: 112, width: 2, height: 6), (0xFF, 0xFF, 0xFF))
        // A compile error: the prompt's line and column.
        try session.type("for _ in 0..<2 { undefinedThing() }")
        try session.press("Enter")
        try session.wait(for: "<stdin>:", timeout: 120)
        XCTAssertTrue(try session.waitForPrompt().contains(":1:18: error: cannot find 'undefinedThing' in scope"))
        XCTAssertTrue(try session.enter(":undo").contains("undid: let d"))
        XCTAssertTrue(try session.enter(":undo").contains("undid: for i in 0..<3"))
        XCTAssertTrue(try session.enter("root.subviews.count").contains("› root.subviews.count\n0\n"))
    }
}
