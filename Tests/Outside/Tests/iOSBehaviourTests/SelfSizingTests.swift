import UIKit
import XCTest

/// Self-sizing with multi-line labels. Sources: Apple's documentation of
/// `UILabel.preferredMaxLayoutWidth` ("During layout, if the text extends beyond the width
/// specified by this property, the additional text flows to one or more new lines, increasing
/// the height of the label"; 0 is automatic since iOS 8: the label wraps at the width layout
/// gives it) and of `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// verticalFittingPriority:)`, the measurement self-sizing table and collection view cells use
/// (WWDC 2014 session 226, "What's New in Table and Collection Views").
final class SelfSizingTests: XCTestCase {
    private let text = "Self-sizing cells measure their content at the width of the table, so a long label wraps onto several lines."

    /// A card: a multi-line label pinned to the four edges of its container with 8-pt insets.
    private func card() -> (container: UIView, label: UILabel) {
        let container = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        return (container, label)
    }

    private func fitting(_ view: UIView, width: CGFloat) -> CGSize {
        view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel)
    }

    func testFittingAtANarrowWidthWrapsTheLabelAndGrowsTheHeight() {
        let (container, label) = card()
        let narrow = fitting(container, width: 150), wide = fitting(container, width: 600)
        XCTAssertEqual(narrow.width, 150)
        XCTAssertEqual(wide.width, 600)
        XCTAssertGreaterThan(narrow.height, wide.height * 2, "150 pt wraps onto more lines than 600 pt")
        // The height is the label's wrapped height at 150 − 16 plus the insets.
        let wrapped = label.sizeThatFits(CGSize(width: 134, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(narrow.height, wrapped.height + 16, accuracy: 1)
        let oneLine = label.sizeThatFits(CGSize(width: 584, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(wide.height, oneLine.height + 16, accuracy: 1)
    }

    func testFittingDoesNotMoveOrResizeTheMeasuredViews() {
        let (container, label) = card()
        _ = fitting(container, width: 150)
        XCTAssertEqual(label.frame, .zero)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0, "the automatic width is not written into the property")
    }

    func testLabelPinnedToANarrowContainerWrapsInALayoutPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let (container, label) = card()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 150),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 134)
        let wrapped = label.sizeThatFits(CGSize(width: 134, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(label.frame.height, wrapped.height, accuracy: 1)
        XCTAssertEqual(container.frame.height, wrapped.height + 16, accuracy: 1)
        // The label's intrinsic height now follows its width.
        XCTAssertEqual(label.intrinsicContentSize.height, wrapped.height, accuracy: 1)

        // Widening the container unwraps the label in the next pass (no stale height).
        NSLayoutConstraint.deactivate(container.constraints.filter { $0.firstAttribute == .width && $0.firstItem === container })
        container.widthAnchor.constraint(equalToConstant: 600).isActive = true
        window.layoutIfNeeded()
        let oneLine = label.sizeThatFits(CGSize(width: 584, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(container.frame.height, oneLine.height + 16, accuracy: 1)
        XCTAssertLessThan(container.frame.height, wrapped.height + 16)
    }

    func testExplicitPreferredMaxLayoutWidthDecidesTheIntrinsicSize() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        let unwrapped = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        XCTAssertLessThanOrEqual(wrapped.width, 120)
        XCTAssertGreaterThan(wrapped.height, unwrapped.height * 2)
        // sizeThatFits wraps at the width it is given, whatever preferredMaxLayoutWidth says.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 1000)).height, wrapped.height, accuracy: 1)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 10_000, height: 1000)).height, unwrapped.height, accuracy: 1)
        // A single-line label never wraps.
        label.numberOfLines = 1
        XCTAssertEqual(label.intrinsicContentSize.height, unwrapped.height, accuracy: 1)
    }

    func testFittingWithAnExplicitPreferredWidthUsesIt() {
        let (container, label) = card()
        label.preferredMaxLayoutWidth = 300
        // The label is required to be 134 wide by the edges, but measures its height at 300.
        let size = fitting(container, width: 150)
        let atPreferred = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(size.height, atPreferred.height + 16, accuracy: 1)
    }
}
