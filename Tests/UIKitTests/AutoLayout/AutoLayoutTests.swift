import UIKit
import XCTest

/// Layouts solved by the Auto Layout engine, checked frame by frame against hand-computed values.
@MainActor
final class AutoLayoutTests: XCTestCase {
    // MARK: - A card: image, title and subtitle pinned with margins

    func testCardWithImageTitleAndSubtitle() async {
        let (window, card) = makeContainer(CGRect(x: 20, y: 100, width: 353, height: 200))
        let image = constrained(UIView(), in: card)
        let title = constrained(UILabel(), in: card)
        title.text = "Golden Gate"
        title.font = .boldSystemFont(ofSize: 17)
        let subtitle = constrained(UILabel(), in: card)
        subtitle.text = "San Francisco"
        subtitle.font = .systemFont(ofSize: 13)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            image.widthAnchor.constraint(equalToConstant: 64),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: image.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        ])
        window.layoutIfNeeded()
        let titleHeight = title.intrinsicContentSize.height
        let subtitleHeight = subtitle.intrinsicContentSize.height
        XCTAssertGreaterThan(titleHeight, 15)
        assertFrame(card, CGRect(x: 20, y: 100, width: 353, height: 200), "frame-based container is untouched")
        assertFrame(image, CGRect(x: 16, y: 16, width: 64, height: 64))
        assertFrame(title, CGRect(x: 92, y: 16, width: 353 - 16 - 92, height: titleHeight))
        assertFrame(subtitle, CGRect(x: 92, y: 16 + titleHeight + 4, width: 245, height: subtitleHeight))
        XCTAssertFalse(title.hasAmbiguousLayout)
        XCTAssertFalse(image.hasAmbiguousLayout)
    }

    // MARK: - Centring, pixel rounding

    func testCentringRoundsEdgesToThePixelGrid() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 393, height: 852))
        let box = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.runTurn()
        // Solved minX 146.5 → 439.5 px rounds to 440 px; maxX 246.5 → 740 px: width stays 100.
        assertFrame(box, CGRect(x: px3(146.5), y: 401, width: px3(246.5) - px3(146.5), height: 50))
        XCTAssertEqual(box.frame.minX, 440.0 / 3, accuracy: 1e-9)
    }

    // MARK: - Aspect ratio with a multiplier

    func testAspectRatioThroughMultiplier() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 320, height: 600))
        let video = constrained(UIView(), in: container)
        let badge = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            video.topAnchor.constraint(equalTo: container.topAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
            badge.widthAnchor.constraint(equalTo: video.widthAnchor, multiplier: 0.25, constant: 10),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            badge.topAnchor.constraint(equalTo: video.bottomAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: video.trailingAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(video, CGRect(x: 0, y: 0, width: 320, height: 180))
        assertFrame(badge, CGRect(x: 320 - 90, y: 188, width: 90, height: 90))
    }

    // MARK: - Inequalities and priorities

    func testInequalitiesWithPriorities() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 393, height: 400))
        let capped = constrained(UIView(), in: container)
        let floored = constrained(UIView(), in: container)
        let preferred = capped.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        let small = floored.widthAnchor.constraint(equalToConstant: 50)
        small.priority = .defaultLow
        NSLayoutConstraint.activate([
            capped.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            capped.topAnchor.constraint(equalTo: container.topAnchor),
            capped.heightAnchor.constraint(equalToConstant: 10),
            capped.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -93), preferred,
            floored.leadingAnchor.constraint(greaterThanOrEqualTo: capped.trailingAnchor, constant: 20),
            floored.topAnchor.constraint(equalTo: capped.bottomAnchor, constant: 5),
            floored.heightAnchor.constraint(equalToConstant: 10),
            floored.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), small,
        ])
        window.layoutIfNeeded()
        // The required cap (393 − 93 = 300) beats the preferred 500; the required floor (100)
        // beats the preferred 50; leading >= 300 + 20, pulled no further.
        XCTAssertEqual(capped.frame.width, 300)
        XCTAssertEqual(floored.frame.width, 100)
        XCTAssertGreaterThanOrEqual(floored.frame.minX, 320)
        XCTAssertEqual(floored.frame.minY, 15)
        // Changing the constant re-solves in the next pass.
        preferred.constant = 250
        window.layoutIfNeeded()
        XCTAssertEqual(capped.frame.width, 250)
    }

    // MARK: - Hugging vs compression resistance

    func testLowerHuggingLabelStretchesInARow() async {
        let (window, row) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 44))
        let name = constrained(UILabel(), in: row)
        name.text = "Name"
        let value = constrained(UILabel(), in: row)
        value.text = "Value"
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        XCTAssertEqual(name.contentHuggingPriority(for: .horizontal).rawValue, 251, "UILabel hugs at 251")
        XCTAssertEqual(name.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        window.layoutIfNeeded()
        let nameWidth = name.intrinsicContentSize.width
        XCTAssertEqual(name.frame.width, nameWidth, "the higher-hugging label keeps its text width")
        XCTAssertEqual(value.frame.minX, nameWidth + 8)
        XCTAssertEqual(value.frame.width, 300 - nameWidth - 8, "the lower-hugging label takes the rest")
        XCTAssertEqual(name.frame.height, name.intrinsicContentSize.height)
        XCTAssertFalse(row.subviews.contains { $0.hasAmbiguousLayout })

        // Too narrow: the label with the lower compression resistance gives way.
        name.text = String(repeating: "Long name ", count: 4)
        value.text = "Value"
        name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        window.layoutIfNeeded()
        XCTAssertEqual(value.frame.width, value.intrinsicContentSize.width, "the resisting label keeps its text")
        XCTAssertEqual(name.frame.width, 300 - 8 - value.intrinsicContentSize.width)
    }

    // MARK: - Right to left

    func testLeadingAndTrailingFlipInRightToLeft() async {
        let window = makeWindow()
        window.screen.layoutDirection = .rightToLeft
        defer { window.screen.layoutDirection = .leftToRight }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(container)
        let first = constrained(UIView(), in: container)
        let second = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: container.topAnchor), first.widthAnchor.constraint(equalToConstant: 50),
            first.heightAnchor.constraint(equalToConstant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
            second.topAnchor.constraint(equalTo: container.topAnchor),
            second.widthAnchor.constraint(equalToConstant: 40),
            second.heightAnchor.constraint(equalToConstant: 20),
        ])
        // left/right never flip.
        let pinned = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            pinned.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 7),
            pinned.topAnchor.constraint(equalTo: container.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 1), pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(first.traitCollection.layoutDirection, .rightToLeft)
        assertFrame(first, CGRect(x: 300 - 10 - 50, y: 0, width: 50, height: 20))
        assertFrame(second, CGRect(x: 240 - 5 - 40, y: 0, width: 40, height: 20))
        assertFrame(pinned, CGRect(x: 7, y: 0, width: 1, height: 1))
        // Back to left-to-right: the same constraints lay out mirrored.
        window.screen.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        assertFrame(first, CGRect(x: 10, y: 0, width: 50, height: 20))
        assertFrame(second, CGRect(x: 65, y: 0, width: 40, height: 20))
        assertFrame(pinned, CGRect(x: 7, y: 0, width: 1, height: 1))
    }

    // MARK: - Safe area guide on iPhone 15

    func testSafeAreaGuideOnIPhone15PortraitAndLandscape() async {
        let window = makeWindow(.iPhone15)
        let controller = UIViewController()
        window.rootViewController = controller
        let content = constrained(UIView(), in: controller.view)
        let guide = controller.view.safeAreaLayoutGuide
        XCTAssertTrue(guide === controller.view.safeAreaLayoutGuide, "the same guide each time")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.runTurn()
        assertFrame(content, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        window.setLandscape(true)
        window.runTurn()
        assertFrame(content, CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
        window.setLandscape(false)
        window.runTurn()
        assertFrame(content, CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    // MARK: - Margins, readable content and custom guides

    func testMarginsReadableAndCustomGuides() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 1000, height: 300))
        container.insetsLayoutMarginsFromSafeArea = false
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let text = constrained(UIView(), in: container)
        let marginBox = constrained(UIView(), in: container)
        let spacer = UILayoutGuide()
        container.addLayoutGuide(spacer)
        let right = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
            marginBox.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            marginBox.topAnchor.constraint(equalTo: text.bottomAnchor),
            marginBox.widthAnchor.constraint(equalToConstant: 30),
            marginBox.heightAnchor.constraint(equalToConstant: 30),
            spacer.leadingAnchor.constraint(equalTo: marginBox.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: marginBox.topAnchor),
            spacer.heightAnchor.constraint(equalTo: marginBox.heightAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.topAnchor.constraint(equalTo: spacer.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Margins 20 each side → 960 wide, readable 672 centred: 20 + (960 − 672) / 2 = 164.
        assertFrame(text, CGRect(x: 164, y: 10, width: 672, height: 20))
        XCTAssertEqual(container.readableContentGuide.layoutFrame, CGRect(x: 164, y: 10, width: 672, height: 280))
        assertFrame(marginBox, CGRect(x: 20, y: 30, width: 30, height: 30))
        XCTAssertEqual(spacer.layoutFrame, CGRect(x: 50, y: 30, width: 50, height: 30))
        assertFrame(right, CGRect(x: 100, y: 30, width: 10, height: 10))
        // A narrow view: the readable guide is the margins guide.
        container.frame = CGRect(x: 0, y: 0, width: 393, height: 300)
        window.layoutIfNeeded()
        assertFrame(text, CGRect(x: 20, y: 10, width: 353, height: 20))
    }

    // MARK: - Frames of views that translate their autoresizing mask

    func testAutoresizingMaskFramesBecomeConstraints() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        framed.autoresizingMask = [.flexibleWidth]
        container.addSubview(framed)
        let follower = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        assertFrame(framed, CGRect(x: 10, y: 20, width: 30, height: 40), "frame-based views keep their frames")
        assertFrame(follower, CGRect(x: 48, y: 60, width: 30, height: 5))
        let affecting = framed.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(
            affecting.contains {
                $0.description.contains("NSAutoresizingMaskLayoutConstraint") && $0.description.contains("h=-&- v=--&")
            })
        // Autoresizing still drives the frame; the constraints follow it.
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        assertFrame(framed, CGRect(x: 10, y: 20, width: 130, height: 40))
        assertFrame(follower, CGRect(x: 148, y: 60, width: 130, height: 5))
    }

    // MARK: - Baselines

    func testFirstBaselineAlignmentOfTwoFonts() async {
        let (window, row) = makeContainer(CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = constrained(UILabel(), in: row)
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        let small = constrained(UILabel(), in: row)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            big.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let bigBaseline = big.frame.minY + (big.frame.height - big.intrinsicContentSize.height) / 2 + big.font.ascender
        let smallBaseline =
            small.frame.minY + (small.frame.height - small.intrinsicContentSize.height) / 2 + small.font.ascender
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 0.34, "baselines align (to the pixel)")
        XCTAssertEqual(small.frame.minX, big.frame.maxX + 8, accuracy: 0.34, "system spacing is 8")
        XCTAssertGreaterThan(small.frame.minY, big.frame.minY)
    }

    // MARK: - Fitting size

    /// A cell holding a multi-line label pinned 12 pt inside its four edges.
    private func selfSizingCell(frame: CGRect) -> (cell: UIView, label: UILabel) {
        let cell = UIView(frame: frame)
        let label = constrained(UILabel(), in: cell)
        label.numberOfLines = 0
        label.text = "A self-sizing cell wraps its text over several lines when it is narrow enough to need them."
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        return (cell, label)
    }

    func testSystemLayoutSizeFittingOfASelfSizingCell() async {
        let (cell, label) = selfSizingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        label.preferredMaxLayoutWidth = 296
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let textHeight = label.intrinsicContentSize.height
        XCTAssertGreaterThan(textHeight, label.font.lineHeight * 2, "the text wraps")
        XCTAssertEqual(size.width, 320)
        XCTAssertEqual(size.height, textHeight + 24)
        // Compressed: a single-line label's natural size plus the insets.
        label.numberOfLines = 1
        label.preferredMaxLayoutWidth = 0
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(compressed.width, label.intrinsicContentSize.width + 24)
        XCTAssertEqual(compressed.height, label.intrinsicContentSize.height + 24)
        XCTAssertEqual(cell.frame.size, CGSize(width: 320, height: 44), "fitting does not resize the view")
    }

    func testSystemLayoutSizeFittingWrapsAtTheFittingWidthWithAnAutomaticPreferredWidth() async {
        // iOS 8+: preferredMaxLayoutWidth 0 is automatic — the label wraps at the width the
        // fitting gives it, so the height follows the width (self-sizing cells).
        let (cell, label) = selfSizingCell(frame: .zero)
        func height(at width: CGFloat) -> CGFloat {
            cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        for width: CGFloat in [150, 320, 900] {
            let text = label.sizeThatFits(CGSize(width: width - 24, height: CGFloat.greatestFiniteMagnitude)).height
            XCTAssertEqual(height(at: width), text + 24, "at \(width)")
        }
        XCTAssertGreaterThan(height(at: 150), height(at: 900) * 2)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
    }

    // MARK: - Views without constraints

    func testFrameBasedTreesAreUntouched() async {
        let (window, container) = makeContainer(CGRect(x: 5, y: 6, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4))
        container.addSubview(child)
        window.runTurn()
        XCTAssertEqual(
            child.frame, CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4), "no pixel rounding without constraints")
        XCTAssertFalse(child.hasAmbiguousLayout)
        XCTAssertTrue(child.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    // MARK: - Activation bookkeeping

    func testActivationInstallsOnTheCommonAncestorAndRemovalDeactivates() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = constrained(UIView(), in: container)
        let holder = UIView()
        container.addSubview(holder)
        let b = constrained(UIView(), in: holder)
        let cross = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([cross, own])
        XCTAssertTrue(cross.isActive)
        XCTAssertTrue(container.constraints.contains { $0 === cross })
        XCTAssertTrue(a.constraints.contains { $0 === own })
        XCTAssertTrue(cross.firstItem === a && cross.secondItem === b)
        XCTAssertEqual(cross.firstAttribute, .width)
        XCTAssertEqual(own.secondAttribute, .notAnAttribute)
        XCTAssertTrue(cross.firstAnchor.item === a)
        XCTAssertEqual(container.constraints.firstIndex(of: cross), container.constraints.firstIndex { $0 === cross })
        XCTAssertEqual(a.leadingAnchor, a.leadingAnchor, "anchors compare by item and attribute")
        XCTAssertNotEqual(a.leadingAnchor, b.leadingAnchor)
        holder.removeFromSuperview()
        XCTAssertFalse(cross.isActive, "constraints crossing the removed subtree are deactivated")
        XCTAssertTrue(own.isActive)
        window.layoutIfNeeded()
        let stray = UIView()
        let diagnostics = collectDiagnostics { a.widthAnchor.constraint(equalTo: stray.widthAnchor).isActive = true }
        XCTAssertEqual(diagnostics.first?.kind, .autoLayout)
        XCTAssertTrue(diagnostics.first?.message.contains("no common ancestor") ?? false)
    }

    func testPriorityCannotCrossRequiredAfterActivation() async {
        let view = UIView()
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultHigh
        XCTAssertEqual(c.priority, .defaultHigh, "before activation any priority is fine")
        c.isActive = true
        let diagnostics = collectDiagnostics { c.priority = .required }
        XCTAssertEqual(c.priority, .defaultHigh)
        XCTAssertTrue(diagnostics.first?.message.contains("Mutating a priority from required to not") ?? false)
        c.priority = .defaultLow
        XCTAssertEqual(c.priority, .defaultLow, "optional to optional is allowed")
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        c.isActive = false
    }

    // MARK: - Wrapping labels and bad numbers

    func testWrappingLabelTakesTheHeightOfItsSolvedWidth() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = constrained(UILabel(), in: container)
        label.numberOfLines = 0
        label.text = "A wrapping label measures its height at the width the constraints give it."
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 200)
        let expected = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(expected, label.font.lineHeight * 2)
        XCTAssertEqual(label.frame.height, expected)
    }

    func testNonFiniteAndHugeNumbersAreReportedNotTrapped() async {
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = constrained(UIView(), in: container)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20), width,
        ])
        let diagnostics = collectDiagnostics {
            width.constant = .nan
            window.layoutIfNeeded()
            let huge = box.heightAnchor.constraint(equalToConstant: 1e300)
            huge.priority = .defaultLow
            huge.isActive = true
            window.layoutIfNeeded()
        }
        XCTAssertEqual(width.constant, 20, "a NaN constant is ignored")
        XCTAssertEqual(diagnostics.count, 2, diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(diagnostics.allSatisfy { !$0.message.contains("\n") }, "one line each")
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testAnEngineDoesNotKeepItsTreeAlive() async {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }
}
