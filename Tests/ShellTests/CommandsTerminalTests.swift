import Foundation
@testable import ViewLabShell
import XCTest

/// The new commands in the interactive shell (tmux pseudo-terminal, the real `viewlab` binary,
/// which links the Playgrounds catalog): completion of device names and preview ids, loading a
/// preview, tracing and tapping it, exporting.
final class CommandsTerminalTests: XCTestCase {
    func testPreviewDeviceCompletionTraceAndTapInTheTerminal() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let binary = try ShellTestSupport.viewlabBinary()
        let session = try TmuxSession(
            [binary.path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ])
        try session.waitForPrompt()
        // Device names complete (without spaces).
        try session.type(":device iPhone-S")
        try session.press("Tab")
        try session.wait(for: "› :device iPhone-SE-3rd-generation")
        try session.press("Enter")
        try session.wait(for: "iPhone SE (3rd generation) (375×667 @2x) · portrait · light · theme default\n›")
        // Preview ids complete; the catalog preview loads onto the screen.
        try session.type(":preview ColorSwatches/Sw")
        try session.press("Tab")
        try session.wait(for: "› :preview ColorSwatches/Swatches")
        try session.press("Enter")
        try session.wait(
            for:
                "preview = ColorSwatches from Playgrounds/ColorSwatches.swift:31\niPhone SE (3rd generation) (375×667 @2x)"
        )
        try session.waitForPrompt()
        // Tracing: one line after each statement.
        try session.enter(":trace on")
        let traced = try session.enter("preview.frame.size.width = 300")
        XCTAssertTrue(
            traced.hasSuffix("› preview.frame.size.width = 300\n⟶ layoutSubviews ×7 (preview, UIView ×6)\n›\n"), traced)
        // The centre of the swatches row is in the gap between the third and fourth swatch.
        let tapped = try session.enter(":tap preview")
        XCTAssertTrue(tapped.contains("› :tap preview\nUIWindow › root › preview\nno control events\n⟶ "), tapped)
        let png = directory.appendingPathComponent("swatches.png")
        try session.enter(":trace off")
        try session.enter(":export \(png.path) --scale 1")
        try session.press("C-d")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }
        // The swatches keep their origin (27.5, 301.5) when made 300 pt wide: the first (red)
        // swatch spans x 35.5…76.2 (side (300 − 56) / 6), y 309.5…357.5.
        let (image, _) = try ShellTestSupport.decode(png)
        XCTAssertEqual(image.width, 375)
        ShellTestSupport.assertColour(image, (37, 311, 38, 45), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (78, 311, 5, 45), (0xF2, 0xF2, 0xF7))
    }
}
