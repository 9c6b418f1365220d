import Foundation
import ImageIO
import UIKit
@testable import ViewLabShell
import XCTest

/// Script mode: statements read plainly, results printed, exit status 1 on the first error.
@MainActor
final class ScriptModeTests: XCTestCase {
    /// Issue 2's acceptance, through `Shell.runScript`: a 10 pt red square at the top-left of a
    /// 1179×2556 px (iPhone 15 @3x) PNG.
    func testExportWritesTheScreenAsPNG() async throws {
        let dir = try ShellTestSupport.temporaryDirectory()
        let path = dir.appendingPathComponent("a.png").path
        let harness = ShellHarness()
        let status = harness.run(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.backgroundColor = .systemRed
            root.addSubview(v)
            :export \(path)
            """)
        XCTAssertEqual(status, 0, harness.err)
        XCTAssertEqual(harness.out, "exported 1179×2556 px to \(path)\n")
        let (image, info) = try ShellTestSupport.decode(URL(fileURLWithPath: path))
        XCTAssertEqual(info.width, 1179)
        XCTAssertEqual(info.height, 2556)
        XCTAssertEqual(info.scale, 3)
        ShellTestSupport.assertColour(image, (0, 0, 30, 30), (0xFF, 0x3B, 0x30))
        // Just outside the square: the system background (white in light mode).
        ShellTestSupport.assertColour(image, (30, 0, 10, 30), (0xFF, 0xFF, 0xFF))
        ShellTestSupport.assertColour(image, (0, 30, 30, 10), (0xFF, 0xFF, 0xFF))
    }

    /// The same through the real binary with a pipe: nothing but the export line is printed.
    func testBinaryReadsAScriptFromAPipe() async throws {
        let binary = try ShellTestSupport.viewlabBinary()
        let dir = try ShellTestSupport.temporaryDirectory()
        let script =
            "let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nv.backgroundColor = .systemRed\nroot.addSubview(v)\n:export a.png\n"
        let (status, out, err) = try run(binary, input: script, in: dir)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(out, "exported 1179×2556 px to a.png\n")
        XCTAssertEqual(err, "")
        let (image, _) = try ShellTestSupport.decode(dir.appendingPathComponent("a.png"))
        ShellTestSupport.assertColour(image, (0, 0, 30, 30), (0xFF, 0x3B, 0x30))
    }

    /// Issue 37 (2, 9) through the real binary: a view that caches an image in `layer.contents` in
    /// `layoutSubviews()` exports that image (UIKit's display leaves a non-drawing view's contents
    /// alone: Apple, `draw(_:)`), and a `.redraw` view draws once per size change (one display per
    /// mark), which `:trace` reports.
    func testBinaryExportsContentsSetInLayoutSubviews_andDrawsRedrawViewsOncePerResize() async throws {
        let binary = try ShellTestSupport.viewlabBinary()
        let dir = try ShellTestSupport.temporaryDirectory()
        let script = """
            class Badge: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.contents = UIGraphicsImageRenderer(size: bounds.size).image { _ in
                        UIColor.green.setFill()
                        UIRectFill(CGRect(origin: .zero, size: self.bounds.size))
                    }.cgImage
                }
            }
            class Meter: UIView {
                var draws = 0
                override func draw(_ rect: CGRect) { draws += 1; UIColor.red.setFill(); UIRectFill(bounds) }
            }
            let b = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(b)
            :export b badge.png
            let m = Meter(frame: CGRect(x: 0, y: 100, width: 40, height: 20))
            m.contentMode = .redraw
            root.addSubview(m)
            :trace on
            m.frame.size.width = 80
            m.frame.size.width = 100
            print(m.draws)

            """
        let (status, out, err) = try run(binary, input: script, in: dir)
        XCTAssertEqual(status, 0, err)
        let (image, _) = try ShellTestSupport.decode(dir.appendingPathComponent("badge.png"))
        ShellTestSupport.assertColour(image, (0, 0, 60, 60), (0x00, 0xFF, 0x00))
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { Int($0) != nil }, ["3"], "one draw on adding, one per resize: \(out)")
        XCTAssertEqual(lines.filter { $0.contains("draw(_:) ×1 (m)") }.count, 2, out)
    }

    /// Issue 40 through the real binary: `:keyboard on` shows the software keyboard (iPhone 15
    /// portrait: 291 pt + the 34 pt bottom safe area, from y = 527 pt) drawn as a systemGray5
    /// panel, and a bar pinned to `root.keyboardLayoutGuide.topAnchor` sits on it; `:keyboard off`
    /// puts the bar back on the safe area's bottom edge.
    func testBinaryKeyboardOnShowsThePanelAndMovesAViewPinnedToTheKeyboardLayoutGuide() async throws {
        let binary = try ShellTestSupport.viewlabBinary()
        let dir = try ShellTestSupport.temporaryDirectory()
        let script = """
            let bar = UIView()
            bar.backgroundColor = .systemRed
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(bar)
            NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor), bar.heightAnchor.constraint(equalToConstant: 44), bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)])
            :export off.png
            :keyboard on
            :export on.png
            :keyboard off
            print(bar.frame.maxY)

            """
        let (status, out, err) = try run(binary, input: script, in: dir)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("keyboard on: (0, 527, 393, 325), t = 0.250 s"), out)
        XCTAssertTrue(
            out.hasSuffix("818.0\n"), "off again: the bar is back on the safe area's bottom (852 − 34): \(out)")
        let (before, _) = try ShellTestSupport.decode(dir.appendingPathComponent("off.png"))
        ShellTestSupport.assertColour(before, (0, 3 * 780, 60, 30), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(before, (0, 3 * 600, 60, 30), (0xFF, 0xFF, 0xFF))
        let (image, _) = try ShellTestSupport.decode(dir.appendingPathComponent("on.png"))
        ShellTestSupport.assertColour(image, (0, 3 * 490, 60, 30), (0xFF, 0x3B, 0x30))  // the bar, 483…527 pt
        // the keyboard: systemGray5 (light)
        ShellTestSupport.assertColour(image, (0, 3 * 600, 60, 60), (0xE5, 0xE5, 0xEA))
        ShellTestSupport.assertColour(image, (0, 3 * 800, 60, 60), (0xE5, 0xE5, 0xEA))
    }

    func testBinaryStopsAtTheFirstErrorWithStatus1() async throws {
        let binary = try ShellTestSupport.viewlabBinary()
        let dir = try ShellTestSupport.temporaryDirectory()
        let (status, out, err) = try run(binary, input: "print(1)\nlet x: Int = \"a\"\nprint(2)\n", in: dir)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(out, "1\n")
        XCTAssertEqual(
            err,
            """
            <stdin>:2:14: error: cannot convert value of type 'String' to specified type 'Int'
            let x: Int = "a"
                         ^~~

            """)
    }

    func testKeepGoingRunsEveryLineButStillFails() async {
        let harness = ShellHarness(keepGoing: true)
        XCTAssertEqual(harness.run("print(1)\nnope\nprint(2)"), 1)
        XCTAssertEqual(harness.out, "1\n2\n")
    }

    func testMultiLineStatementsInScripts() async {
        let harness = ShellHarness()
        let out = harness.output(
            """
            let c = UIColor(red: 1,
                            green: 0,
                            blue: 0, alpha: 1)
            print("a\\(1 + 1)" +
                  "b")
            c.cgColor.alpha
            """)
        XCTAssertEqual(out, "a2b\n1.0\n")
    }

    func testErrorLocationsCountScriptLines() async {
        let harness = ShellHarness()
        let err = harness.error("let a = 1\n\nlet b = a +\n  true")
        XCTAssertEqual(
            err,
            """
            <test>:3:11: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Bool'
            let b = a +
                      ^

            """)
    }

    // MARK: - Process

    private func run(_ binary: URL, input: String, in directory: URL) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["VIEWLAB_HISTORY"] = directory.appendingPathComponent("history").path
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
