import Foundation
import ImageIO
import TestSupport
import XCTest

/// The XIB route in a real pseudo-terminal (tmux): a XIB-backed `ShopView` written outside the
/// repository is compiled with `:load`, its XIB listed and loaded with `:nib` (the view's own
/// prints and `:trace` show `init(coder:)` → outlets → `awakeFromNib`), its preview (which calls
/// `Bundle.main.loadNibNamed`) shown and exported.
final class NibTerminalTests: XCTestCase {
    func testLoadANibBackedViewTraceItsLoadingAndExportIt() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let swiftFile = try ShopViewFixture.write(to: directory.appendingPathComponent("ShopApp"))
        let binary = try ShellTestSupport.viewlabBinary()
        let session = try TmuxSession(
            [binary.path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ], width: 200, height: 60)
        try session.waitForPrompt()
        try session.type(":load \(swiftFile.path)")
        try session.press("Enter")
        _ = try session.wait(for: "ShopView/Shop", timeout: 60)
        try session.enter(":trace on")
        let xib = swiftFile.deletingLastPathComponent().appendingPathComponent("ShopView.xib").path
        let screen = try session.enter(":nib \(xib)")
        let expected = [
            "File's Owner",
            "First Responder (UIResponder)",
            "ShopView (view) 0,0 240×120 · 4 constraints · outlets: iconView, titleLabel",
            "  UIImageView 16,28 64×64 · 2 constraints",
            "  UILabel 96,49 128×22",
            "ShopView.init(coder:) iconView is nil",
            "ShopView.awakeFromNib iconView is set, title Figs",
            "loaded 1 view from ShopView.xib: ShopView (bound to nib)",
        ].joined(separator: "\n")
        XCTAssertTrue(screen.contains(expected), screen)
        XCTAssertTrue(
            screen.contains(
                "⟶ init(coder:) ×3 (UIImageView, UILabel, nib) · outlet ×2 (ShopView.iconView, ShopView.titleLabel) · awakeFromNib ×3 (UIImageView, UILabel, nib)"
            ), screen)
        let count = try session.enter("nib.subviews.count")
        XCTAssertTrue(count.contains("› nib.subviews.count\n2\n"), count)

        try session.enter(":trace off")
        let previewed = try session.enter(":preview ShopView/Shop")
        XCTAssertFalse(previewed.contains("error"), previewed)
        let png = directory.appendingPathComponent("shop.png")
        XCTAssertTrue(try session.enter(":export preview \(png.path) --scale 1").contains("exported 240×120 px"))
        let image = try PNGDecoder().decode(contentsOf: png).image
        let corner = image.pixel(x: 230, y: 110)
        XCTAssertEqual(
            [corner.red, corner.green, corner.blue], [0xFF, 0xCC, 0x00], "the XIB's systemYellow background")
        try session.type(":quit")
        try session.press("Enter")
    }
}
