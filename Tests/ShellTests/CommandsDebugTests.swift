import Foundation
import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:debug` overlays, checked in exported pixels.
@MainActor
final class CommandsDebugTests: XCTestCase {
    private func export(_ shell: ShellHarness, _ view: String = "") throws -> CGImage {
        let url = try ShellTestSupport.temporaryDirectory().appendingPathComponent("d.png")
        XCTAssertEqual(shell.run(":export \(view) \(url.path) --scale 1"), 0, shell.err)
        return try ShellTestSupport.decode(url).image
    }

    func testDebugTogglesAndLists() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":debug"), "debug: off\n")
        XCTAssertEqual(shell.output(":debug frames\n:debug offscreen"), "debug: frames\ndebug: offscreen, frames\n")
        XCTAssertEqual(shell.output(":debug frames"), "debug: offscreen\n")
        XCTAssertEqual(shell.output(":debug off"), "debug: off\n")
        XCTAssertEqual(
            shell.error(":debug colours"),
            "<test>:1: error: unknown overlay 'colours'\noverlays: offscreen, blended, frames, hits, layout, off\n")
    }

    func testOffscreenTintsTheLayerWithAShadowWithoutPath() async throws {
        let shell = ShellHarness()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 0.5
        shell.stage.root.addSubview(card)
        let plain = try export(shell)
        ShellTestSupport.assertColour(plain, (30, 30, 40, 40), (0x00, 0x7A, 0xFF))
        shell.run(":debug offscreen")
        let tinted = try export(shell)
        let p = tinted.pixel(x: 50, y: 50)
        XCTAssertGreaterThan(Int(p.red), 60, "yellow over blue: \(p)")
        XCTAssertLessThan(Int(p.blue), 0xF0, "\(p)")
        // A view without an off-screen pass is untouched.
        ShellTestSupport.assertColour(tinted, (200, 200, 20, 20), (0xFF, 0xFF, 0xFF))
        // The tree itself is not changed.
        XCTAssertEqual(card.layer.shadowOpacity, 0.5)
        shell.run(":debug off")
        ShellTestSupport.assertColour(try export(shell), (30, 30, 40, 40), (0x00, 0x7A, 0xFF))
    }

    func testBlendedTintsTranslucentLayersRedAndOpaqueOnesGreen() async throws {
        let shell = ShellHarness()
        let glass = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        glass.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        shell.stage.root.addSubview(glass)
        shell.run(
            """
            let solid = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); solid.backgroundColor = .systemBlue
            root.addSubview(solid)
            :debug blended
            """)
        let image = try export(shell)
        let solid = image.pixel(x: 25, y: 25), tinted = image.pixel(x: 125, y: 25)
        XCTAssertGreaterThan(Int(solid.green), 0x7A + 20, "opaque: tinted green \(solid)")
        XCTAssertGreaterThan(
            Int(tinted.red), Int(solid.red) + 60, "blended: tinted red (over the green root) \(tinted) \(solid)")
    }

    func testFramesOutlinesEveryViewWithItsName() async throws {
        let shell = ShellHarness()
        shell.run(
            "let card = UIView(frame: CGRect(x: 20, y: 40, width: 120, height: 60))\nroot.addSubview(card)\n:debug frames"
        )
        let image = try export(shell)
        // The outline: one pink pixel column at x = 20 and row at y = 40 (inside the frame).
        let pink = (UInt8(0xFF), UInt8(0x2E), UInt8(0x91))
        ShellTestSupport.assertColour(image, (20, 70, 1, 20), pink)
        ShellTestSupport.assertColour(image, (60, 99, 60, 1), pink)
        ShellTestSupport.assertColour(image, (21, 80, 100, 19), (0xFF, 0xFF, 0xFF))
        // The label `card` is drawn at the top-left corner inside.
        XCTAssertTrue(countPixels(image, in: CGRect(x: 21, y: 41, width: 30, height: 12)) { $0.green < 200 } > 5)
        XCTAssertEqual(card(shell).subviews.count, 0, "overlays do not add views")
    }

    private func card(_ shell: ShellHarness) -> UIView { shell.stage.root.subviews[0] }

    func testHitsTintsByHitTestability() async throws {
        let shell = ShellHarness()
        shell.run(
            """
            let on = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let off = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100)); off.isUserInteractionEnabled = false
            let inside = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)); off.addSubview(inside)
            root.addSubview(on); root.addSubview(off)
            :debug hits
            """)
        let image = try export(shell)
        let green = image.pixel(x: 50, y: 50), red = image.pixel(x: 180, y: 80), orange = image.pixel(x: 130, y: 30)
        XCTAssertGreaterThan(Int(green.green), Int(green.red) + 20, "takes touches: green \(green)")
        XCTAssertGreaterThan(Int(red.red), Int(red.green) + 40, "user interaction disabled: red \(red)")
        XCTAssertGreaterThan(Int(orange.red), Int(orange.blue) + 40, "inside a view that takes none: orange \(orange)")
        XCTAssertGreaterThan(
            Int(red.blue), Int(orange.blue) + 30, "red tint is over pale green, orange over red: \(orange) \(red)")
    }

    func testLayoutDrawsConstraints() async throws {
        let shell = ShellHarness()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        shell.stage.root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: shell.stage.root.leadingAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: shell.stage.root.topAnchor, constant: 80),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let isBlue: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool = {
            $0.blue > 200 && $0.red < 60 && $0.green < 160
        }
        let everything = CGRect(x: 0, y: 0, width: 393, height: 300)
        XCTAssertEqual(countPixels(try export(shell), in: everything, isBlue), 0)
        shell.run(":debug layout")
        XCTAssertGreaterThan(countPixels(try export(shell), in: everything, isBlue), 100)
    }

    private func countPixels(
        _ image: CGImage, in rect: CGRect,
        _ test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool
    ) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(image.pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }
}
