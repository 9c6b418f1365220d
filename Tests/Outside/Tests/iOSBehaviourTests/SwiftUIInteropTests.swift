import PixelReading
import SwiftUI
import UIKit
import XCTest

/// `import SwiftUI` in a package that depends only on ViewLab's `UIKit` product: a UIKit view
/// wrapped in `UIViewRepresentable` with a coordinator, in a SwiftUI stack, shown by a
/// `UIHostingController`. Rules: (Apple, `UIViewRepresentable`) `makeCoordinator()` runs before
/// `makeUIView(context:)` and the coordinator is in the context; (`VStack`) the default spacing;
/// (`padding(_:_:)`) the default padding; (`UIHostingController`) its view shows the root view.
final class SwiftUIInteropTests: XCTestCase {
    final class Gauge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    }

    struct GaugeView: UIViewRepresentable {
        final class Coordinator { var made = false }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> Gauge {
            context.coordinator.made = true
            let gauge = Gauge()
            gauge.backgroundColor = .red
            gauge.setContentHuggingPriority(.required, for: .horizontal)
            gauge.setContentHuggingPriority(.required, for: .vertical)
            return gauge
        }
        func updateUIView(_ uiView: Gauge, context: Context) {
            XCTAssertTrue(context.coordinator.made)
        }
    }

    @MainActor
    func testAUIKitViewInASwiftUIStackIsShownByAHostingController() async {
        let root = VStack {
            GaugeView()
            Color(UIColor.blue).frame(width: 50, height: 20)
        }
        .padding()
        let controller = UIHostingController(rootView: root)
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 300)), CGSize(width: 82, height: 80))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 82, height: 80))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let image = Pixels.image(of: controller.view.layer, bounds: controller.view.bounds)
        let scale = image.width / 82
        let gauge = Pixels.at(image, 41 * scale, 26 * scale), gap = Pixels.at(image, 41 * scale, 40 * scale)
        let bar = Pixels.at(image, 41 * scale, 54 * scale)
        XCTAssertEqual([gauge.r, gauge.g, gauge.b], [255, 0, 0])
        XCTAssertEqual([gap.r, gap.g, gap.b], [255, 255, 255], "8 points between the two")
        XCTAssertEqual([bar.r, bar.g, bar.b], [0, 0, 255])
    }
}
