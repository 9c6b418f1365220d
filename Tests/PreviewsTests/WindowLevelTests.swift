@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// Windows a component shows on its own (a toast at `.statusBar + 1`, an alert at `.alert`) are
/// drawn over the stage's window by level, and take the touches that hit their views. Apple
/// (`UIWindow.windowLevel`): "All windows assigned to the same window level appear in front of (or
/// behind) all windows assigned to a different window level"; a hidden window is not shown; a
/// touch goes to the front-most window whose `hitTest(_:with:)` finds a view — a window is a view,
/// so a full-screen window in front takes every touch unless it passes its own through (the
/// pass-through window toast libraries use).
@MainActor
final class WindowLevelTests: XCTestCase {
    final class PassthroughWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    func testWindowsInFrontAreDrawnByLevelAndTakeTheTouchesTheyHit() async throws {
        let stage = Stage(device: .iPhone15)
        // Held, as a toast library holds its window: a window nobody holds goes away, as on iOS.
        var windows: [UIWindow] = []
        let views = stage.perform { () -> [UIView] in
            @MainActor func show(_ level: UIWindow.Level, _ color: UIColor, _ frame: CGRect, hidden: Bool = false)
                -> UIView
            {
                let window =
                    level == .alert
                    ? UIWindow(frame: UIScreen.main.bounds) : PassthroughWindow(frame: UIScreen.main.bounds)
                window.windowLevel = level
                let view = UIView(frame: frame)
                view.backgroundColor = color
                window.addSubview(view)
                window.isHidden = hidden
                windows.append(window)
                return view
            }
            // Made in this order: the alert (level 2000) is in front of the toasts (1001) although made first.
            let alert = show(.alert, .systemBlue, CGRect(x: 150, y: 60, width: 200, height: 40))
            let toast = show(.statusBar + 1, .systemRed, CGRect(x: 20, y: 60, width: 200, height: 40))
            let laterToast = show(.statusBar + 1, .systemYellow, CGRect(x: 20, y: 90, width: 100, height: 40))
            _ = show(.statusBar + 1, .systemPurple, CGRect(x: 20, y: 200, width: 100, height: 40), hidden: true)
            _ = show(.normal - 1, .systemGreen, CGRect(x: 20, y: 300, width: 100, height: 100))
            return [alert, toast, laterToast]
        }
        let image = try stage.render(scale: 1)
        func colour(_ x: Int, _ y: Int) -> [UInt8] {
            let p = image.pixel(x: x, y: y)
            return [p.red, p.green, p.blue]
        }
        let red: [UInt8] = [255, 59, 48], blue: [UInt8] = [0, 122, 255], yellow: [UInt8] = [255, 204, 0],
            white: [UInt8] = [255, 255, 255]
        XCTAssertEqual(colour(50, 70), red, "the toast's window is drawn over the stage")
        XCTAssertEqual(colour(200, 70), blue, "a higher level is in front, whatever the order the windows were made")
        XCTAssertEqual(colour(50, 110), yellow, "of one level, the window shown later is in front")
        XCTAssertEqual(colour(50, 220), white, "a hidden window is not drawn")
        XCTAssertEqual(colour(50, 350), white, "a window below the stage's level is behind its opaque root")

        func tap(_ x: CGFloat, _ y: CGFloat) -> UIView? {
            stage.perform { stage.window.tap(at: CGPoint(x: x, y: y)).last }
        }
        XCTAssertTrue(tap(200, 70) === views[0], "the alert's view takes the touch")
        XCTAssertTrue(tap(50, 70) === windows[0], "the full-screen alert window in front takes every touch")
        windows[0].isHidden = true
        XCTAssertTrue(tap(50, 70) === views[1], "with the alert gone, the toast's view")
        XCTAssertTrue(tap(50, 110) === views[2])
        XCTAssertTrue(
            tap(300, 600)?.window === stage.window, "pass-through windows let the rest reach the stage's window")
        XCTAssertEqual(windows.count, 5)
    }
}
