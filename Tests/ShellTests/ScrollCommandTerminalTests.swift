import Foundation
@testable import ViewLabShell
import XCTest

/// `:scroll VIEW DX DY` in the interactive shell (tmux pseudo-terminal, the real binary): the
/// content offset moves by the amount, a drag past the end stops at the scrollable range, the next
/// `:export` draws the new offset, and a view that does not scroll is one error line.
final class ScrollCommandTerminalTests: XCTestCase {
    func test_scroll_movesTheContentOffset_clampedAsADrag_andTheExportShowsIt() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let binary = try ShellTestSupport.viewlabBinary()
        let session = try TmuxSession(
            [binary.path],
            environment: [
                "VIEWLAB_HISTORY": directory.appendingPathComponent("history").path, "HOME": directory.path,
                "TERM": "xterm-256color",
            ])
        try session.waitForPrompt()
        for line in [
            "let s = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))", "s.contentSize.height = 1000",
            "let band = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 100))",
            "band.backgroundColor = .systemRed",
            "s.addSubview(band)", "root.addSubview(s)",
        ] {
            try session.enter(line)
        }
        try session.type(":scroll s 0 450")
        try session.press("Enter")
        try session.wait(for: ":scroll s 0 450\ncontentOffset (0.0, 0.0) → (0.0, 450.0)\n›")
        let png = directory.appendingPathComponent("scrolled.png")
        try session.type(":export \(png.path) --scale 1")
        try session.press("Enter")
        try session.wait(for: "exported 393×852 px")
        try session.type(":scroll s 0 1000")
        try session.press("Enter")
        try session.wait(
            for:
                "contentOffset (0.0, 450.0) → (0.0, 600.0) (the drag stopped at the scrollable range or settled on a page)\n›"
        )
        try session.type(":scroll band 0 10")
        try session.press("Enter")
        try session.wait(for: "'band' is a UIView, not a scroll view")
        try session.waitForPrompt()
        try session.press("C-d")
        try session.wait("the shell to exit") { _ in (try? session.isDead()) == true }
        // The band (content y 500…600) is at screen y 100 + 500 − 450 = 150…250 after the scroll.
        let (image, _) = try ShellTestSupport.decode(png)
        ShellTestSupport.assertColour(image, (10, 152, 100, 96), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (10, 255, 100, 20), (0xFF, 0xFF, 0xFF))
    }
}
