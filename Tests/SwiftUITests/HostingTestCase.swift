import SwiftUI
import XCTest

/// Puts a hosting controller's view in a light window of `size` and renders it to pixels.
@MainActor
class HostingTestCase: XCTestCase {
    var window: UIWindow?

    func host<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 100)) -> UIHostingController<V> {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.overrideUserInterfaceStyle = .light
        let controller = UIHostingController(rootView: view)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        self.window = window
        return controller
    }

    func render(_ view: UIView) throws -> CGImage {
        view.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
            view.layer.render(in: context.cgContext)
        }
        return try XCTUnwrap(image.cgImage)
    }

    /// The pixel at a point (in points) of an image rendered from a view.
    func color(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, of view: UIView) -> [UInt8] {
        let scale = CGFloat(image.width) / view.bounds.width
        let pixel = image.pixel(x: Int(x * scale), y: Int(y * scale))
        return [pixel.red, pixel.green, pixel.blue]
    }
}
