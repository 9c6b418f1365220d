import Foundation
import UIKit
@testable import ViewLabShell
import XCTest

/// `:commands`: undo, tree, inspect, appearance, rotation, save/load, help.
@MainActor
final class CommandTests: XCTestCase {
    func testUndoRevertsPropertyChangesTreeEditsAndDeclarations() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.run(
                """
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                v.backgroundColor = .systemRed; v.frame.origin.x = 5
                root.addSubview(v)
                """), 0)
        XCTAssertEqual(shell.stage.root.subviews.count, 1)
        XCTAssertEqual(shell.output(":undo"), "undid: root.addSubview(v)\n")
        XCTAssertEqual(shell.stage.root.subviews.count, 0)
        XCTAssertEqual(shell.output(":undo\nv.frame"), "undid: v.frame.origin.x = 5\n(0.0, 0.0, 10.0, 10.0)\n")
        XCTAssertEqual(shell.output(":undo\nv.backgroundColor"), "undid: v.backgroundColor = .systemRed\nnil\n")
        XCTAssertEqual(
            shell.output(":undo"), "undid: let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\n")
        XCTAssertTrue(shell.error("v").contains("cannot find 'v' in scope"))
        XCTAssertTrue(shell.error(":undo").contains("error: nothing to undo"))
    }

    func testUndoPutsARemovedViewBack() async {
        let shell = ShellHarness()
        shell.run(
            "let a = UIView(); let b = UIView(); root.addSubview(a); a.addSubview(b)\nb.removeFromSuperview()\nroot.addSubview(b)"
        )
        XCTAssertTrue(shell.stage.root.subviews.last === shell.stage.root.subviews.last)
        XCTAssertEqual(shell.output(":undo\nb.superview === a"), "undid: root.addSubview(b)\nfalse\n")
        XCTAssertEqual(shell.output(":undo\nb.superview === a"), "undid: b.removeFromSuperview()\ntrue\n")
    }

    func testTreeShowsNamesClassesFramesAndColours() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let card = UIView(frame: CGRect(x: 16, y: 80, width: 361, height: 180))
                card.backgroundColor = .systemBlue
                let badge = UIView(frame: CGRect(x: 8, y: 8, width: 20, height: 20)); badge.isHidden = true
                root.addSubview(card); card.addSubview(badge); root.addSubview(UIView())
                :tree
                """),
            """
            root UIView (0.0, 0.0, 393.0, 852.0) UIColor.systemBackground
            ├─ card UIView (16.0, 80.0, 361.0, 180.0) UIColor.systemBlue
            │  └─ badge UIView (8.0, 8.0, 20.0, 20.0) hidden
            └─ UIView (0.0, 0.0, 0.0, 0.0)

            """)
    }

    func testInspectListsPropertiesFromTheRegistry() async {
        let shell = ShellHarness()
        let out = shell.output("let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)); v.tag = 9\n:inspect v")
        XCTAssertTrue(out.hasPrefix("<UIView: frame = (1.0, 2.0, 3.0, 4.0); tag = 9>\n  UIView:\n"), out)
        // Names are padded to the longest property name, which grows as bindings are added.
        let lines = out.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        XCTAssertTrue(lines.contains("tag = 9"), out)
        XCTAssertTrue(lines.contains("layer = <CALayer: frame = (1.0, 2.0, 3.0, 4.0); sublayers = 0>"), out)
    }

    func testDarkLightAndRotate() async throws {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":dark"), "iPhone 15 (393×852 @3x) · portrait · dark · theme default\n")
        XCTAssertEqual(shell.stage.appearance, .dark)
        XCTAssertEqual(shell.output(":rotate left"), "iPhone 15 (852×393 @3x) · landscape · dark · theme default\n")
        XCTAssertEqual(shell.output("root.frame"), "(0.0, 0.0, 852.0, 393.0)\n")
        let dir = try ShellTestSupport.temporaryDirectory()
        let url = dir.appendingPathComponent("dark.png")
        XCTAssertEqual(shell.output(":export root \(url.path) --scale 1"), "exported 852×393 px to \(url.path)\n")
        let (image, _) = try ShellTestSupport.decode(url)
        ShellTestSupport.assertColour(image, (0, 0, 852, 1), (0, 0, 0))
        XCTAssertEqual(
            shell.output(":light\n:rotate"),
            "iPhone 15 (852×393 @3x) · landscape · light · theme default\niPhone 15 (393×852 @3x) · portrait · light · theme default\n"
        )
        XCTAssertTrue(shell.error(":rotate up").contains("expected 'left' or 'right', got 'up'"))
    }

    func testExportOfOneViewAtAScale() async throws {
        let shell = ShellHarness()
        let dir = try ShellTestSupport.temporaryDirectory()
        let url = dir.appendingPathComponent("card.png")
        XCTAssertEqual(
            shell.output(
                """
                let card = UIView(frame: CGRect(x: 16, y: 80, width: 20, height: 10))
                card.backgroundColor = .systemGreen
                :export card \(url.path) --scale 2
                """), "exported 40×20 px to \(url.path)\n")
        let (image, info) = try ShellTestSupport.decode(url)
        XCTAssertEqual(info.scale, 2)
        ShellTestSupport.assertColour(image, (0, 0, 40, 20), (0x34, 0xC7, 0x59))
        XCTAssertTrue(shell.error(":export card x.png --scale nan").contains("--scale needs a number between 0 and 16"))
        XCTAssertTrue(shell.error(":export 3 x.png").contains("'3' is a 'Int', not a view"))
        XCTAssertTrue(shell.error(":export /nonexistent/dir/x.png").contains("cannot write the file"))
    }

    func testSaveAndLoadReplayTheSession() async throws {
        let dir = try ShellTestSupport.temporaryDirectory()
        let path = dir.appendingPathComponent("session.swift").path
        let first = ShellHarness()
        XCTAssertEqual(
            first.output(
                """
                let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)); v.tag = 5
                root.addSubview(v)
                v.alpha = 0.5
                :undo
                :save \(path)
                """), "undid: v.alpha = 0.5\nsaved 3 statements to \(path)\n")
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8),
            "let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))\nv.tag = 5\nroot.addSubview(v)\n")
        let second = ShellHarness()
        XCTAssertEqual(second.output(":load \(path)\nroot.subviews[0].tag"), "5\n")
    }

    func testResetStartsOver() async {
        let shell = ShellHarness()
        shell.run("let v = UIView(); root.addSubview(v)\n:dark")
        XCTAssertEqual(shell.output(":reset"), "iPhone 15 (393×852 @3x) · portrait · light · theme default\n")
        XCTAssertEqual(shell.stage.root.subviews.count, 0)
        XCTAssertTrue(shell.error("v").contains("cannot find 'v' in scope"))
        XCTAssertEqual(shell.output("root.subviews.count"), "0\n")
    }

    func testHelpListsOnlyRealCommandsAndExplainsEach() async {
        let shell = ShellHarness()
        let overview = shell.output(":help")
        for command in ShellCommand.all {
            XCTAssertTrue(overview.contains("  :\(command.name)"), command.name)
            let detail = shell.output(":help \(command.name)")
            XCTAssertTrue(detail.hasPrefix(command.usage + "\n"), detail)
            XCTAssertTrue(detail.contains("Example: :\(command.name)"), detail)
        }
        XCTAssertTrue(shell.output(":help CGRect").contains("    insetBy(dx: CGFloat, dy: CGFloat) -> CGRect\n"))
        XCTAssertTrue(shell.error(":help UIVeiw").contains("did you mean 'UIView'?"))
    }

    func testShowDrawsThePictureWithChafa() async {
        let shell = ShellHarness()
        let out = shell.output("root.backgroundColor = .systemRed\n:show")
        // Truecolor escapes with systemRed (255, 59, 48) as foreground or background.
        XCTAssertTrue(out.contains("255;59;48m"), String(out.prefix(200)))
    }
}
