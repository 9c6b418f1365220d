@_spi(ViewLab) import CoreGraphics
import Previews
import UIKit
import ViewLabRender
import XCTest

/// A view written the way code for iOS 17 and later writes it: the class is annotated
/// `@MainActor` and its initialiser takes the model.
@MainActor
final class MainActorBadgeView: UIView {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        backgroundColor = count > 0 ? .systemRed : .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A `#Preview` body is `@MainActor` (as Apple's `Preview` macro declares it), so it can call the
/// `@MainActor` initialiser. Before, this file did not compile: "call to main actor-isolated
/// initializer 'init(count:)' in a synchronous nonisolated context".
#Preview("Badge", traits: .fixedLayout(width: 12, height: 12)) {
    MainActorBadgeView(count: 3)
}

@MainActor
final class PreviewMainActorTests: XCTestCase {
    /// The body runs on the main thread, under the main actor, and its view is rendered.
    func testAMainActorBodyBuildsAndRenders() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewMainActorTests/Badge"))
        XCTAssertTrue(Thread.isMainThread)
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), device: .iPhoneSE3)
        XCTAssertEqual(image.width, 24)
        let (red, green, blue) = image.withPixels { bytes, stride in
            (
                bytes.load(fromByteOffset: 12 * stride + 12 * 4 + 2, as: UInt8.self),
                bytes.load(fromByteOffset: 12 * stride + 12 * 4 + 1, as: UInt8.self),
                bytes.load(fromByteOffset: 12 * stride + 12 * 4, as: UInt8.self)
            )
        }
        XCTAssertEqual([red, green, blue], [255, 59, 48], "systemRed (light) fills the badge")
    }
}
