@_spi(ViewLab) import CoreGraphics
import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// Arranged-subview management, hidden views, spacing, baselines, sizing and drawing.
@MainActor
final class UIStackViewTests: XCTestCase {
    func testArrangedSubviewManagement() async {
        let a = SizedView(10, 10), b = SizedView(20, 10), c = SizedView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b]) && same(stack.subviews, [a, b]))
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertTrue(same(stack.arrangedSubviews, [c, a, b]))
        stack.insertArrangedSubview(c, at: 99)  // clamped, moved to the end
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c]))
        stack.removeArrangedSubview(a)
        XCTAssertTrue(same(stack.arrangedSubviews, [b, c]), "no longer arranged")
        XCTAssertTrue(a.superview === stack, "but still a subview, as in UIKit")
        b.removeFromSuperview()
        XCTAssertTrue(same(stack.arrangedSubviews, [c]), "removing from the superview also un-arranges")
    }

    func testHiddenViewsCollapseWithTheirSpacing() async {
        let (stack, views) = makeStack(size: CGSize(width: 300, height: 100))
        stack.layoutIfNeeded()
        views[1].isHidden = true
        XCTAssertTrue(stack.needsLayout, "hiding an arranged view re-lays out the stack")
        stack.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, CGRect(x: 0, y: 0, width: 240, height: 100))
        XCTAssertEqual(views[2].frame, CGRect(x: 250, y: 0, width: 50, height: 100))
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 100, height: 20))
        views[1].isHidden = false
        stack.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.width, 170)
    }

    func testCustomAndSystemSpacing() async {
        let (stack, views) = makeStack(size: CGSize(width: 300, height: 100))
        XCTAssertEqual(stack.customSpacing(after: views[0]), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        stack.layoutIfNeeded()
        assertFrames(
            views,
            [
                CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 180, y: 0, width: 60, height: 100),
                CGRect(x: 250, y: 0, width: 50, height: 100),
            ])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        stack.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX - views[1].frame.maxX, 8, "system spacing is 8 pt")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.minX - views[0].frame.maxX, 10, "spacingUseDefault restores `spacing`")
    }

    func testLayoutMarginsRelativeArrangement() async {
        let (stack, views) = makeStack(.vertical, size: CGSize(width: 100, height: 200))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 3)
        stack.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, CGRect(x: 7, y: 5, width: 90, height: 130))
        XCTAssertEqual(views[2].frame, CGRect(x: 7, y: 185, width: 90, height: 10))
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 70, height: 90))
    }

    func testIntrinsicContentSizeAndSizeThatFits() async {
        let (stack, views) = makeStack(size: .zero)
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 170, height: 30))
        stack.distribution = .fillEqually
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 200, height: 30), "every view as large as the largest")
        stack.axis = .vertical
        stack.distribution = .fill
        XCTAssertEqual(stack.sizeThatFits(.zero), CGSize(width: 60, height: 80))
        views[1].size = CGSize(width: 90, height: 50)
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 90, height: 100))
        XCTAssertEqual(UIStackView().intrinsicContentSize, .zero)
    }

    func testIntrinsicSizeChangeRelayoutsStackAndItsSuperview() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (stack, views) = makeStack(size: CGSize(width: 300, height: 100))
        stack.distribution = .equalSpacing
        host.addSubview(stack)
        host.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.minX, 115)
        XCTAssertFalse(stack.needsLayout)
        views[0].size = CGSize(width: 80, height: 20)
        XCTAssertTrue(stack.needsLayout, "an arranged view's intrinsic size change lays the stack out again")
        XCTAssertFalse(
            host.needsLayout,
            "the stack's frame is its own (autoresizing): its new intrinsic size leaves the host alone")
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.layoutIfNeeded()
        views[0].size = CGSize(width: 80, height: 30)
        XCTAssertTrue(host.needsLayout, "a stack that Auto Layout sizes: its own intrinsic size changed too")
        stack.translatesAutoresizingMaskIntoConstraints = true
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        host.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.minX, 135, "gaps of (300 − 190) / 2")
    }

    func testNestedStackUsesTheInnerStackIntrinsicSize() async {
        let (inner, _) = makeStack(.vertical, size: .zero)
        let outer = UIStackView(arrangedSubviews: [inner, SizedView(20, 20)])
        outer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        outer.alignment = .top
        outer.distribution = .equalSpacing
        outer.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 60, height: 80))
    }

    func testContentPriorityDefaults() async {
        let view = UIView(), label = UILabel()
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal).rawValue, 251)
        XCTAssertEqual(label.contentHuggingPriority(for: .vertical).rawValue, 251)
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        view.setContentHuggingPriority(UILayoutPriority(5000), for: .vertical)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required, "clamped to 1…1000")
        view.setContentHuggingPriority(UILayoutPriority(.nan), for: .vertical)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required, "NaN ignored")
    }

    // MARK: - Baselines

    func testFirstAndLastBaselineAlignLabelsWithDifferentFonts() async {
        let small = UILabel(), large = UILabel()
        small.text = "Small"; small.font = .systemFont(ofSize: 13)
        large.text = "Large"; large.font = .systemFont(ofSize: 34)
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let stack = UIStackView(arrangedSubviews: [small, large])
            stack.alignment = alignment
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.layoutIfNeeded()
            let b1 = small.frame.minY + small.font.ascender, b2 = large.frame.minY + large.font.ascender
            XCTAssertEqual(b1, b2, accuracy: 1.01, "\(alignment): baselines line up")
            XCTAssertGreaterThan(small.frame.minY, large.frame.minY + 5, "the smaller text sits lower")
            XCTAssertEqual(large.frame.minY, 0, accuracy: 0.01, "the view with the deepest baseline is at the top")
            XCTAssertEqual(stack.intrinsicContentSize.height, max(small.frame.maxY, large.frame.maxY), accuracy: 0.01)
        }
    }

    /// A view naming a descendant label as `forLastBaselineLayout` (MarqueeLabel's override) has
    /// that label's baselines, where the label sits; `forFirstBaselineLayout` follows it (`UIView.h`).
    func testBaselineLayoutViewsLendTheirBaselines() async {
        final class Captioned: UIView {
            let caption = UILabel()
            override var forLastBaselineLayout: UIView { caption }
        }
        let view = Captioned(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.caption.text = "Caption"
        view.caption.frame = CGRect(x: 0, y: 20, width: 200, height: 30)
        view.addSubview(view.caption)
        let own = view.caption.stackLastBaseline(forHeight: 30)
        XCTAssertEqual(view.stackLastBaseline(forHeight: 60), 20 + own, accuracy: 1e-9)
        XCTAssertEqual(
            view.stackFirstBaseline(forHeight: 60), 20 + view.caption.stackFirstBaseline(forHeight: 30), accuracy: 1e-9)
        XCTAssertEqual(UIView(frame: view.frame).stackLastBaseline(forHeight: 60), 60, "a plain view: its bottom")
        XCTAssertTrue(view.forBaselineLayout() === view, "the deprecated proxy defaults to the view itself")
    }

    func testLabelAndTextFieldShareABaseline() async {
        let label = UILabel(), field = UITextField()
        label.text = "Name"
        label.font = .systemFont(ofSize: 13)
        field.text = "Ada"
        field.borderStyle = .roundedRect
        let stack = UIStackView(arrangedSubviews: [label, field])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.layoutIfNeeded()
        XCTAssertEqual(
            label.frame.minY + label.stackFirstBaseline(forHeight: label.frame.height),
            field.frame.minY + field.stackFirstBaseline(forHeight: field.frame.height), accuracy: 0.01)
        XCTAssertEqual(field.frame.minY, 0, accuracy: 0.01)
        XCTAssertGreaterThan(label.frame.minY, 5, "the label moves down to the field's text")
    }

    func testBaselineRelativeVerticalSpacing() async {
        let top = UILabel(), bottom = UILabel()
        top.text = "One"; bottom.text = "Two"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.frame = CGRect(origin: .zero, size: stack.intrinsicContentSize)  // nothing stretched
        stack.layoutIfNeeded()
        let h = top.intrinsicContentSize.height
        let baseline1 = top.frame.minY + top.stackLastBaseline(forHeight: h)
        let baseline2 = bottom.frame.minY + bottom.stackFirstBaseline(forHeight: h)
        XCTAssertEqual(baseline2 - baseline1, 30, accuracy: 0.01, "spacing runs baseline to baseline")
    }

    // MARK: - Drawing

    func testGoldenLightAndDark() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let label = UILabel()
            label.text = "Title"
            label.font = .boldSystemFont(ofSize: 20)
            let (row, _) = makeStack(size: .zero)
            row.distribution = .equalSpacing
            row.alignment = .center
            let column = UIStackView(arrangedSubviews: [label, row, SizedView(40, 12, color: .systemOrange)])
            column.axis = .vertical
            column.alignment = .fill
            column.spacing = 8
            column.isLayoutMarginsRelativeArrangement = true
            column.insetsLayoutMarginsFromSafeArea = false  // the stage's safe area would add to the top margin
            column.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            column.backgroundColor = .secondarySystemBackground
            column.frame = CGRect(x: 0, y: 0, width: 220, height: 110)
            stage.root.addSubview(column)
            let image = try stage.render(column, scale: 2)
            GoldenImage.assertMatches(image: image, named: "stack-\(style == .dark ? "dark" : "light")")
        }
    }

    /// Arranged views with required widths of their own keep them in a `.fill` stack whatever
    /// their titles' intrinsic widths: the constraint outranks hugging and compression resistance
    /// (an alert's two buttons, each given half the row, came out 25 and 229 pt wide).
    func testRequiredWidthsOfArrangedViewsWinOverTheirIntrinsicWidths() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 255, height: 44))
        let stack = UIStackView()
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            stack.topAnchor.constraint(equalTo: host.topAnchor),
            stack.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        let buttons = ["Sure!", "Nevermind, and something longer"].map { title -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            stack.addArrangedSubview(button)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.widthAnchor.constraint(equalToConstant: 127).isActive = true
            return button
        }
        host.layoutIfNeeded()
        XCTAssertEqual(
            buttons.map(\.frame),
            [CGRect(x: 0, y: 0, width: 127, height: 44), CGRect(x: 128, y: 0, width: 127, height: 44)])
    }
}
