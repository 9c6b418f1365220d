import Previews
import PixelReading
import UIKit
import XCTest

#Preview("Status card") {
    let card = StatusCardView(title: "Upload")
    card.progress = 0.5
    return card
}

/// Code written for iOS 17+ in the Swift 6 language mode compiles against ViewLab unchanged and
/// behaves as on iOS. Rules: UIKit's view classes are main-actor isolated on iOS (`UIView` is
/// `@MainActor`), a subclass may be annotated `@MainActor`, a `#Preview` body is `@MainActor`
/// (DeveloperToolsSupport), and `UIColor`, `UIFont`, `UIImage`, `CGColor` and `CGPath` are
/// `Sendable`, so module constants of these types are allowed in Swift 6 mode.
final class SwiftSixTests: XCTestCase {
    @MainActor func test_aMainActorViewDrawsItsProgress() async {
        let card = StatusCardView(title: "Upload")
        card.progress = 0.5
        let image = Pixels.image(of: card.layer, bounds: card.bounds)
        let left = Pixels.at(image, 10, 50), right = Pixels.at(image, 110, 50)
        XCTAssertEqual([left.r, left.g, left.b], [0, 122, 255], "systemBlue (light) fills the left half")
        XCTAssertEqual([right.r, right.g, right.b], [255, 255, 255], "the dynamic background is white in light mode")
        XCTAssertEqual(card.draws, 1)
        XCTAssertTrue(card.hasPlaceholder, "UIImage(systemName:) finds a symbol")
    }

    @MainActor func test_layoutGivesTheShadowAPathAndTheLabelItsInsets() async {
        let card = StatusCardView(title: "Upload")
        card.layoutIfNeeded()
        XCTAssertEqual(card.titleLabel.frame, CGRect(x: 8, y: 8, width: 104, height: 44))
        XCTAssertEqual(card.layer.shadowPath?.boundingBox, card.bounds)
    }

    @MainActor func test_theMainActorPreviewBodyIsRegisteredAndBuildsTheCard() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.all.first { $0.name == "Status card" })
        let card = try XCTUnwrap(preview.makeContent().view as? StatusCardView)
        XCTAssertEqual(card.progress, 0.5)
        XCTAssertEqual(card.titleLabel.text, "Upload")
    }
}
