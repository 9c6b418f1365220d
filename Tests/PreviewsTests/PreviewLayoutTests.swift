import Previews
import UIKit
import ViewLabRender
import XCTest

/// A view that only knows its size through `sizeThatFits`.
final class FitsByMethodView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: min(size.width, 150), height: 40) }
}

#Preview("Label fits", traits: .sizeThatFitsLayout) {
    let label = UILabel()
    label.text = "Hello"
    return label
}

#Preview("Method fits", traits: .sizeThatFitsLayout) {
    FitsByMethodView()
}

#Preview("Constraints fit", traits: .sizeThatFitsLayout) {
    let card = UIView()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(inner)
    NSLayoutConstraint.activate([
        inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
        inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        inner.widthAnchor.constraint(equalToConstant: 80),
        inner.heightAnchor.constraint(equalToConstant: 30),
    ])
    return card
}

#Preview("Nothing to fit", traits: .sizeThatFitsLayout) {
    UIView()
}

/// `.sizeThatFitsLayout` sizes the preview as Xcode's canvas does.
@MainActor
final class PreviewLayoutTests: XCTestCase {
    private func renderedSize(_ id: String) throws -> [Int] {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "PreviewLayoutTests/\(id)"))
        let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
        return [image.width, image.height]
    }

    func testIntrinsicContentSize() async throws {
        let label = UILabel()
        label.text = "Hello"
        let size = label.intrinsicContentSize
        XCTAssertEqual(try renderedSize("Label fits"), [Int(size.width.rounded(.up)), Int(size.height.rounded(.up))])
    }

    func testSizeThatFitsWithTheScreenWidthAsLimit() async throws {
        XCTAssertEqual(try renderedSize("Method fits"), [150, 40])
    }

    func testConstraintsGiveTheCompressedFittingSize() async throws {
        XCTAssertEqual(try renderedSize("Constraints fit"), [100, 40])
    }

    func testAViewWithNoSizeTakesTheScreen() async throws {
        XCTAssertEqual(try renderedSize("Nothing to fit"), [393, 852])
    }
}
