import Foundation
@_spi(ViewLab) import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest
import ViewLabSupport

/// `:appearance :orientation :device :scale :textsize :rtl :theme`.
@MainActor
final class CommandsTraitsTests: XCTestCase {
    override func tearDown() async throws {
        try Theme.select("default")
    }

    func testAppearancePrintsAndSets() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":appearance"), "light\n")
        XCTAssertEqual(shell.output(":appearance dark"), "iPhone 15 (393×852 @3x) · portrait · dark · theme default\n")
        XCTAssertEqual(shell.stage.appearance, .dark)
        XCTAssertEqual(shell.output(":appearance"), "dark\n")
        XCTAssertEqual(shell.error(":appearance dim"), "<test>:1: error: expected 'dark' or 'light', got 'dim'\n")
    }

    func testOrientationPrintsAndSetsEveryOrientation() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":orientation"), "portrait\n")
        XCTAssertEqual(
            shell.output(":orientation landscapeRight"),
            "iPhone 15 (852×393 @3x) · landscapeRight · light · theme default\n")
        XCTAssertEqual(shell.output("root.bounds.size.width"), "852.0\n")
        XCTAssertEqual(
            shell.output(":orientation landscape\n:orientation"),
            "iPhone 15 (852×393 @3x) · landscape · light · theme default\nlandscape\n")
        XCTAssertEqual(
            shell.output(":orientation portraitUpsideDown"),
            "iPhone 15 (393×852 @3x) · portraitUpsideDown · light · theme default\n")
        XCTAssertTrue(shell.stage.root.bounds.width == 393)
        XCTAssertTrue(
            shell.error(":orientation sideways").contains(
                "expected portrait, landscape, landscapeRight or portraitUpsideDown, got 'sideways'"))
    }

    func testDeviceListsPresetsAndSwitches() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(":device"),
            """
              iPhone SE (3rd generation)  375×667 pt @2x
            ● iPhone 15                   393×852 pt @3x
              iPhone 15 Pro Max           430×932 pt @3x
              iPad (10th generation)      820×1180 pt @2x
              iPad Pro (12.9-inch)        1024×1366 pt @2x

            """)
        XCTAssertEqual(
            shell.output(":device iPhone-SE-3rd-generation"),
            "iPhone SE (3rd generation) (375×667 @2x) · portrait · light · theme default\n")
        XCTAssertEqual(shell.stage.device, .iPhoneSE3)
        XCTAssertEqual(shell.output("root.bounds.size.height"), "667.0\n")
        XCTAssertEqual(
            shell.output(":device ipad pro"),
            "iPad Pro (12.9-inch) (1024×1366 @2x) · portrait · light · theme default\n")
        XCTAssertEqual(
            shell.error(":device pixel"),
            "<test>:1: error: unknown device 'pixel'\ndevices: iPhone-SE-3rd-generation, iPhone-15, iPhone-15-Pro-Max, iPad-10th-generation, iPad-Pro-12-9-inch\n"
        )
    }

    func testScaleOverridesTheExportScale() async throws {
        let shell = ShellHarness()
        let url = try ShellTestSupport.temporaryDirectory().appendingPathComponent("s.png")
        XCTAssertEqual(shell.output(":scale"), "3x (device)\n")
        XCTAssertEqual(shell.output(":scale 1\n:export \(url.path)"), "scale 1x\nexported 393×852 px to \(url.path)\n")
        XCTAssertEqual(try ShellTestSupport.decode(url).info.scale, 1)
        XCTAssertEqual(shell.output(":export \(url.path) --scale 2"), "exported 786×1704 px to \(url.path)\n")
        XCTAssertEqual(shell.output(":scale off\n:scale"), "scale 3x (device)\n3x (device)\n")
        for bad in ["0", "nan", "inf", "-2", "1e300", "x"] {
            XCTAssertTrue(shell.error(":scale \(bad)").contains("expected a scale between 0 and 16, got '\(bad)'"), bad)
        }
    }

    func testTextSizeSetsTheContentSizeCategory() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":textsize"), "L\n")
        XCTAssertEqual(
            shell.output(":textsize AX3"), "iPhone 15 (393×852 @3x) · portrait · light · theme default · text AX3\n")
        XCTAssertEqual(shell.stage.contentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(shell.stage.root.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(
            shell.output(":textsize xs\n:textsize"),
            "iPhone 15 (393×852 @3x) · portrait · light · theme default · text XS\nXS\n")
        XCTAssertEqual(
            shell.error(":textsize huge"),
            "<test>:1: error: unknown text size 'huge'\nsizes: XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5\n")
    }

    func testRTLSetsTheLayoutDirection() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output(":rtl"), "off\n")
        XCTAssertEqual(shell.output(":rtl on"), "iPhone 15 (393×852 @3x) · portrait · light · theme default · rtl\n")
        XCTAssertEqual(shell.stage.root.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(
            shell.output(":rtl off\n:rtl"), "iPhone 15 (393×852 @3x) · portrait · light · theme default\noff\n")
        XCTAssertTrue(shell.error(":rtl maybe").contains("expected 'on' or 'off', got 'maybe'"))
    }

    func testResetPutsEveryTraitBack() async {
        let shell = ShellHarness()
        shell.run(":textsize XL\n:rtl on\n:orientation landscapeRight\n:scale 2\n:keyboard on")
        XCTAssertEqual(
            shell.output(":reset\n:scale\n:keyboard"),
            "iPhone 15 (393×852 @3x) · portrait · light · theme default\n3x (device)\noff\n")
    }

    /// Draws itself in system blue (a cached bitmap holding a resolved colour).
    final class BlueDrawing: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIRectFill(bounds)
        }
    }

    func testThemeListsSwitchesLiveAndKeepsTheActiveThemeOnErrors() async throws {
        let shell = ShellHarness()
        let drawing = BlueDrawing(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        shell.stage.root.addSubview(drawing)
        XCTAssertEqual(shell.output(":theme"), "● default\n  brand\n  grayscale\n  projector\n")
        let dir = try ShellTestSupport.temporaryDirectory()
        let before = dir.appendingPathComponent("before.png"), after = dir.appendingPathComponent("after.png")
        // A plain view and a drawing view (a label) both follow the theme.
        XCTAssertEqual(
            shell.run(
                """
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)); card.backgroundColor = .systemBlue
                root.addSubview(card)
                :export \(before.path) --scale 1
                """), 0, shell.err)
        ShellTestSupport.assertColour(try ShellTestSupport.decode(before).image, (0, 0, 40, 20), (0x00, 0x7A, 0xFF))
        XCTAssertEqual(
            shell.output(":theme projector"), "iPhone 15 (393×852 @3x) · portrait · light · theme projector\n")
        XCTAssertEqual(shell.output(":theme"), "  default\n  brand\n  grayscale\n● projector\n")
        shell.run(":export \(after.path) --scale 1")
        // Both the background colour and the drawn bitmap show the projector's blue.
        ShellTestSupport.assertColour(try ShellTestSupport.decode(after).image, (0, 0, 40, 20), (0x00, 0x40, 0xDD))
        // Dark mode resolves the projector's dark value.
        shell.run(":dark\n:export \(after.path) --scale 1")
        ShellTestSupport.assertColour(try ShellTestSupport.decode(after).image, (0, 0, 40, 20), (0x40, 0x9C, 0xFF))

        let broken = dir.appendingPathComponent("broken.json")
        try Data("{ \"name\": \"broken\", \"colors\": [".utf8).write(to: broken)
        let error = shell.error(":theme \(broken.path)")
        XCTAssertTrue(error.hasPrefix("<test>:1: error: theme '\(broken.path)' not loaded (still projector): "), error)
        XCTAssertEqual(error.filter { $0 == "\n" }.count, 1, error)
        XCTAssertEqual(Theme.active.name, "projector")
        XCTAssertTrue(shell.error(":theme nosuchtheme").contains("not loaded (still projector)"))
    }
}
