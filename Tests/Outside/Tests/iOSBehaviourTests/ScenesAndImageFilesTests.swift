import PixelReading
import UIKit
import XCTest

/// Window scenes as components find them since iOS 13, JPEG data, `CGLayer` and the small
/// Foundation/UIKit additions real components use — all through public API.
final class ScenesAndImageFilesTests: XCTestCase {
    /// A toast library's overlay window, written the way Drops installs its own: find the
    /// foreground-active window scene among `connectedScenes`, attach a window to it, size it to
    /// the scene's coordinate space; detach it with `windowScene = nil`.
    final class OverlayWindow: UIWindow {}

    func activeWindowScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
    }

    /// Rule: `UIApplication.connectedScenes` holds the app's connected scenes; the foreground one
    /// is `.foregroundActive`; `UIWindowScene.windows` lists the windows attached to it and
    /// `keyWindow` the key one (iOS 15); setting `windowScene` to nil "removes the window from the
    /// scene" (Apple, UIWindowScene / UIWindow documentation).
    func test_overlayWindow_findsTheActiveScene_attaches_andDetaches() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let scene = try XCTUnwrap(activeWindowScene())
        XCTAssertTrue(scene.windows.first(where: \.isKeyWindow) === window)
        XCTAssertTrue(scene.keyWindow === window)
        XCTAssertEqual(scene.statusBarManager?.statusBarStyle, .default)

        let overlay = OverlayWindow(frame: .zero)
        overlay.isHidden = false
        overlay.windowScene = scene
        overlay.frame = scene.coordinateSpace.bounds
        XCTAssertEqual(overlay.frame, UIScreen.main.bounds)
        XCTAssertTrue(scene.windows.contains(overlay))
        XCTAssertTrue(scene.keyWindow === window, "an overlay shown without makeKey does not become key")
        overlay.isHidden = true
        overlay.windowScene = nil
        XCTAssertFalse(scene.windows.contains(overlay))
        XCTAssertTrue(UIWindow(windowScene: scene).windowScene === scene)
    }

    /// Rule: `jpegData(compressionQuality:)` returns JPEG data, 0.0 the most compression and 1.0
    /// the least (Apple, UIImage); `UIImage(data:)` reads it back.
    func test_jpegData_decodesBack_andLowerQualityIsSmaller() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            for i in 0..<64 {
                UIColor(hue: CGFloat(i) / 64, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: i, y: 0, width: 1, height: 64))
            }
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 32, width: 64, height: 32))
        }
        let best = try XCTUnwrap(image.jpegData(compressionQuality: 1))
        let worst = try XCTUnwrap(image.jpegData(compressionQuality: 0))
        XCTAssertLessThan(worst.count, best.count)
        let decoded = try XCTUnwrap(UIImage(data: best)?.cgImage)
        let scale = decoded.width / 64
        let p = Pixels.at(decoded, 32 * scale, 48 * scale)
        let distance: Int = Int(p.r) + Int(p.g) + (255 - Int(p.b))
        XCTAssertLessThanOrEqual(distance, 15, "blue within JPEG tolerance: \(p)")
    }

    /// Rule: a `CGLayer` is drawn once and stamped with `draw(_:in:)` into the context it was
    /// made for (Apple, CGLayer; Quartz 2D Programming Guide, "Core Graphics Layer Drawing").
    func test_cgLayer_drawnOnce_stampedTwice() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { renderer in
            let context = renderer.cgContext
            guard let layer = CGLayer(context, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil) else { return }
            layer.context?.setFillColor(UIColor.red.cgColor)
            layer.context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.draw(layer, at: CGPoint(x: 0, y: 0))
            context.draw(layer, in: CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        let cg = try XCTUnwrap(image.cgImage)
        let s = Int(image.scale)
        XCTAssertEqual(Pixels.at(cg, 5 * s, 5 * s).r, 255)
        XCTAssertEqual(Pixels.at(cg, 15 * s, 5 * s).a, 0, "between the stamps")
        XCTAssertEqual(Pixels.at(cg, 30 * s, 15 * s).r, 255)
    }

    /// Rule: `UICoordinateSpace` is adopted by `UIView` and the screen's coordinate spaces
    /// (Apple, UICoordinateSpace).
    func test_viewConvertsToTheScreensCoordinateSpace() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 10, y: 30, width: 50, height: 50))
        window.addSubview(view)
        let space: UICoordinateSpace = UIScreen.main.coordinateSpace
        XCTAssertEqual(view.convert(CGPoint(x: 1, y: 2), to: space), CGPoint(x: 11, y: 32))
        XCTAssertEqual(space.convert(CGPoint(x: 11, y: 32), to: view), CGPoint(x: 1, y: 2))
        XCTAssertEqual(UIScreen.main.fixedCoordinateSpace.bounds, UIScreen.main.bounds, "portrait: the same")
    }

    /// Rule: UIKit adds `row`, `section` and `item` to `NSIndexPath` (UITableView.h).
    func test_nsIndexPath_rowSectionItem() {
        let path = NSIndexPath(row: 4, section: 1)
        XCTAssertEqual([path.section, path.row, path.item], [1, 4, 4])
    }

    /// Rule: `CFError` is toll-free bridged with `NSError` (Apple, CFError).
    func test_cfError_isAnError() {
        var error: Unmanaged<CFError>? = Unmanaged.passRetained(NSError(domain: "x", code: 3))
        let taken: Error? = error?.takeRetainedValue()
        error = nil
        XCTAssertEqual((taken as NSError?)?.code, 3)
    }

    /// Rule: `UIImageView.animationImages` play with `startAnimating()` until `stopAnimating()`
    /// (Apple, UIImageView).
    func test_imageView_startAndStopAnimating() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = [UIColor.red, UIColor.green].map { color in
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in color.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        }
        XCTAssertFalse(view.isAnimating)
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
    }
}
