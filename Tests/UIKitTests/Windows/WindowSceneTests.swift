import CoreGraphics
@_spi(ViewLab) import TestSupport
@testable import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `UIWindowScene` as components use it since iOS 13 (Drops, toasts): the stage's scene is the
/// one connected, active scene; its windows, key window, screen and status bar are the stage's.
@MainActor
final class WindowSceneTests: XCTestCase {
    /// The Drops idiom: the foreground-active window scene of `connectedScenes`, its key window.
    private func activeWindowScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first {
            $0.activationState == .foregroundActive
        }
    }

    func testConnectedScenesHoldTheStagesActiveSceneWithItsKeyWindow() async throws {
        let stage = Stage(device: .iPhone15)
        try stage.perform {
            let scene = try XCTUnwrap(activeWindowScene(), "one foreground-active window scene")
            XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
            XCTAssertTrue(scene.screen === stage.screen)
            XCTAssertTrue(scene.keyWindow === stage.window, "the stage's window is key")
            XCTAssertTrue(scene.windows.contains(stage.window))
            XCTAssertTrue(stage.window.windowScene === scene)
            XCTAssertEqual(scene.windows.first(where: \.isKeyWindow)?.rootViewController, stage.rootViewController)
            XCTAssertEqual(scene.coordinateSpace.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
            XCTAssertEqual(scene.traitCollection.userInterfaceIdiom, .phone)
        }
    }

    func testAWindowMadeForTheSceneJoinsItAndLeavesWhenTheSceneIsSetToNil() async throws {
        let stage = Stage(device: .iPhone15)
        let scene = stage.screen.windowScene
        let overlay = UIWindow(windowScene: scene)
        XCTAssertTrue(overlay.isHidden, "hidden until shown, as every new window")
        XCTAssertEqual(overlay.frame, stage.screen.bounds)
        XCTAssertTrue(scene.windows.contains(overlay))
        overlay.windowScene = nil
        XCTAssertNil(overlay.windowScene)
        XCTAssertFalse(scene.windows.contains(overlay), "Apple: setting nil removes the window from the scene")
        overlay.windowScene = scene
        XCTAssertTrue(scene.windows.last === overlay)
    }

    func testStatusBarManagerFollowsTheOrientationAsIOSReportsIt() async throws {
        let stage = Stage(device: .iPhone15)
        let scene = stage.screen.windowScene
        let manager = try XCTUnwrap(scene.statusBarManager)
        XCTAssertEqual(manager.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54), "Dynamic Island: 54 pt")
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        stage.isLandscape = true
        XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
        XCTAssertTrue(manager.isStatusBarHidden, "hidden in landscape on iPhones")
        XCTAssertEqual(manager.statusBarFrame, .zero)
        stage.perform { XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero) }
    }

    func testScreenCoordinateSpacesConvertAViewsFrameAndTheFixedSpaceStaysPortrait() async throws {
        let stage = Stage(device: .iPhone15)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        stage.root.addSubview(view)
        let screen = stage.screen
        XCTAssertEqual(
            view.convert(view.bounds, to: screen.coordinateSpace), CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(
            view.convert(CGPoint(x: 5, y: 5), to: view.superview!), CGPoint(x: 15, y: 25),
            "a view is a coordinate space")
        stage.isLandscape = true
        XCTAssertEqual(screen.coordinateSpace.bounds.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(screen.fixedCoordinateSpace.bounds.size, CGSize(width: 393, height: 852), "fixed: portrait-up")
        // Landscape right: the device's top left is the interface's bottom left.
        let corner = screen.fixedCoordinateSpace.convert(CGPoint.zero, to: screen.coordinateSpace)
        XCTAssertEqual(corner, CGPoint(x: 0, y: 393))
        let back = screen.coordinateSpace.convert(CGPoint(x: 100, y: 50), to: screen.fixedCoordinateSpace)
        XCTAssertEqual(back, CGPoint(x: 393 - 50, y: 100))
    }

    func testNSIndexPathRowSectionAndItem() async {
        let path = NSIndexPath(row: 3, section: 2)
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(NSIndexPath(item: 7, section: 1).item, 7)
        XCTAssertEqual(NSIndexPath(index: 4).row, 0, "a one-index path has no row")
    }
    /// An app-extension-safe pager's way to the shared application: messages to the class
    /// (`+respondsToSelector:`, `+performSelector:` with `sharedApplication`).
    func testTheSharedApplicationThroughMessagesToTheClass() async {
        XCTAssertTrue(UIApplication.responds(to: NSSelectorFromString("sharedApplication")))
        XCTAssertFalse(UIApplication.responds(to: NSSelectorFromString("noSuchClassMethod")))
        let app =
            UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        XCTAssertTrue(app === UIApplication.shared)
        XCTAssertNil(UIApplication.perform(NSSelectorFromString("noSuchClassMethod")))
    }
}
