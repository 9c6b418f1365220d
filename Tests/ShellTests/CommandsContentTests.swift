import Foundation
import UIKit
import Previews
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:contentmode`, `:variants` and `:preview` (without a catalog linked; the catalog is checked
/// in `CommandsTerminalTests` through the `viewlab` binary).
@MainActor
final class CommandsContentTests: XCTestCase {
    /// Draws a 10×10 red square at its top-left corner on white, whatever its size.
    final class Square: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIRectFill(bounds)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private func export(_ shell: ShellHarness) throws -> CGImage {
        let url = try ShellTestSupport.temporaryDirectory().appendingPathComponent("c.png")
        XCTAssertEqual(shell.run(":export \(url.path) --scale 1"), 0, shell.err)
        return try ShellTestSupport.decode(url).image
    }

    func testContentModeStepsThroughTheModes() async {
        let shell = ShellHarness()
        shell.bind("square", Square(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        XCTAssertEqual(
            shell.output(":contentmode square\n:contentmode square\n:contentmode square"),
            "⟶ .scaleAspectFit\n⟶ .scaleAspectFill\n⟶ .redraw\n")
        var out = ""
        for _ in 0..<10 { out += shell.output(":contentmode square") }
        XCTAssertTrue(out.hasSuffix("⟶ .bottomRight\n⟶ .scaleToFill\n"), out)
        XCTAssertEqual(shell.output(":contentmode square .topLeft\nsquare.contentMode"), "⟶ .topLeft\n.topLeft\n")
        XCTAssertEqual(
            shell.error(":contentmode square sideways"),
            "<test>:1: error: unknown content mode 'sideways'\nmodes: scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight\n"
        )
    }

    func testContentModeDecidesBetweenAStretchedBitmapAndARedraw() async throws {
        let shell = ShellHarness()
        shell.bind("square", Square(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        shell.run("root.addSubview(square)")
        var image = try export(shell)
        ShellTestSupport.assertColour(image, (0, 0, 10, 10), (0xFF, 0, 0))
        ShellTestSupport.assertColour(image, (10, 10, 10, 10), (0xFF, 0xFF, 0xFF))
        // .scaleToFill (the default): the stale bitmap is stretched to the new size.
        shell.run("square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)")
        image = try export(shell)
        ShellTestSupport.assertColour(image, (0, 0, 19, 19), (0xFF, 0, 0))
        // .redraw: a bounds change redraws; the square is 10×10 again.
        XCTAssertEqual(shell.output(":contentmode square redraw"), "⟶ .redraw\n")
        shell.run("square.frame = CGRect(x: 0, y: 0, width: 60, height: 60)")
        image = try export(shell)
        ShellTestSupport.assertColour(image, (0, 0, 10, 10), (0xFF, 0, 0))
        ShellTestSupport.assertColour(image, (10, 10, 50, 50), (0xFF, 0xFF, 0xFF))
    }

    func testVariantsWritesALabelledContactSheet() async throws {
        let shell = ShellHarness()
        let url = try ShellTestSupport.temporaryDirectory().appendingPathComponent("sheet.png")
        XCTAssertEqual(
            shell.output(
                """
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)); card.backgroundColor = .systemBlue
                root.addSubview(card)
                :variants \(url.path)
                """), "exported 2570×906 px contact sheet (light/dark × portrait/landscape) to \(url.path)\n")
        let (sheet, _) = try ShellTestSupport.decode(url)
        // Each label is drawn in white over the grey margin above its cell.
        for x in [16, 425, 834, 1702] {
            var white = 0
            for py in 14..<34 { for px in x..<(x + 80) where sheet.pixel(x: px, y: py).red > 200 { white += 1 } }
            XCTAssertGreaterThan(white, 20, "label over the cell at \(x)")
        }
        // Cells: light portrait at x 16, dark portrait at 425, light landscape at 834, dark landscape at 1702; y 38.
        for (x, dark) in [(16, false), (425, true), (834, false), (1702, true)] {
            ShellTestSupport.assertColour(sheet, (x, 38, 20, 20), dark ? (0x0A, 0x84, 0xFF) : (0x00, 0x7A, 0xFF))
            ShellTestSupport.assertColour(sheet, (x + 30, 38 + 30, 40, 40), dark ? (0, 0, 0) : (0xFF, 0xFF, 0xFF))
        }
        // The stage is as it was.
        XCTAssertEqual(shell.output(":orientation\n:appearance"), "portrait\nlight\n")
        XCTAssertTrue(shell.error(":variants").contains("missing arguments; usage: :variants [VIEW] PATH"))
    }

    /// The test bundle links the Playgrounds catalog (through PreviewsTests) and the faulty
    /// fixtures, as the `viewlab` binary links the catalog.
    func testPreviewListsLoadsAppliesTraitsAndBindsTheContent() async throws {
        let shell = ShellHarness()
        let list = shell.output(":preview").split(separator: "\n").map(String.init)
        XCTAssertEqual(list, PreviewRegistry.all.map(\.id))
        XCTAssertTrue(list.contains("ColorSwatches/Swatches"), "\(list)")
        shell.run("let old = UIView(); root.addSubview(old)")
        XCTAssertEqual(
            shell.output(":preview ColorSwatches/Swatches"),
            """
            preview = ColorSwatches from Playgrounds/ColorSwatches.swift:31
            iPhone 15 (393×852 @3x) · portrait · light · theme default

            """)
        XCTAssertEqual(
            shell.output("root.subviews.count\npreview.subviews.count\npreview.frame"),
            "1\n6\n(36.5, 394.0, 320.0, 64.0)\n")
        // Exported: the swatches centred on the screen (the first, red, at x 44.5…88.5, y 402…450).
        let image = try export(shell)
        ShellTestSupport.assertColour(image, (46, 404, 40, 44), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (0, 0, 393, 300), (0xFF, 0xFF, 0xFF))
        // Ids with spaces need no quotes.
        XCTAssertTrue(
            shell.output(":preview ColorSwatches/On screen").hasPrefix(
                "preview = UIView from Playgrounds/ColorSwatches.swift:35\n"))
        // A preview's traits go to the stage.
        XCTAssertTrue(
            shell.output(":preview BadgeButton/Dark").hasSuffix(
                "iPhone 15 (393×852 @3x) · portrait · dark · theme default\n"))
        let probe = shell.output(":preview \"TraitProbe/Pinned RTL probe\"")
        XCTAssertTrue(probe.hasSuffix("· dark · theme default · text AX2 · rtl\n"), probe)
        XCTAssertEqual(
            shell.error(":preview ColorSwatches/Swatchez"),
            "<test>:1: error: no preview 'ColorSwatches/Swatchez'\ndid you mean 'ColorSwatches/Swatches'?\n")
        // A preview too big to render loads, and exporting it is an error, not a crash.
        shell.run(":preview \"FaultyPreviews/Too big\"")
        let big = shell.error(":export preview \(try ShellTestSupport.temporaryDirectory().path)/big.png")
        XCTAssertTrue(big.hasPrefix("<test>:1: error: ") && big.filter { $0 == "\n" }.count == 1, big)
    }
}
