@testable import Playgrounds
import Previews
import UIKit
import ViewLabRender
import XCTest

/// `ChipsRow`: wrapping chips into stack-view rows, following Dynamic Type, in a real window
/// (a screen with a text size, run-loop turns) and in rendered pixels.
@MainActor
final class CatalogChipsTests: XCTestCase {
    /// Two rows at the default text size in 343 pt.
    static let titles = ["Swift", "UIKit", "Dynamic Type", "Stack views", "Layout", "Accessibility"]
    static let width: CGFloat = 343

    /// A window on an iPhone 15 screen at `category`, showing a chips row `width` wide and as tall
    /// as it says it needs, after one run-loop turn. Keep the window: a view's superview is weak,
    /// and a row outside any window takes the main screen's text size.
    private func hosted(
        _ category: UIContentSizeCategory, titles: [String] = titles, selectedIndex: Int? = nil,
        width: CGFloat = width
    ) -> (UIScreen, UIWindow, ChipsRow) {
        let screen = UIScreen(device: .iPhone15)
        screen.preferredContentSizeCategory = category
        let window = UIWindow(screen: screen)
        let row = ChipsRow(chips: titles, selectedIndex: selectedIndex)
        window.addSubview(row)
        row.frame = CGRect(x: 16, y: 80, width: width, height: 0)
        row.frame.size.height = row.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        window.runTurn()
        return (screen, window, row)
    }

    /// The chips' titles row by row.
    private func titlesByRow(_ row: ChipsRow) -> [[String]] {
        row.rowViews.map { $0.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } }
    }

    // MARK: - Wrapping and Dynamic Type

    func testRowsGrowWithTheContentSizeCategory() async {
        let hosts = [hosted(.large), hosted(.extraExtraLarge), hosted(.accessibilityLarge)]
        let (large, xxl, axLarge) = (hosts[0].2, hosts[1].2, hosts[2].2)
        XCTAssertEqual(large.rowViews.count, 2, "\(titlesByRow(large))")
        XCTAssertGreaterThan(xxl.rowViews.count, large.rowViews.count, "\(titlesByRow(xxl))")
        XCTAssertGreaterThanOrEqual(axLarge.rowViews.count, 4, "\(titlesByRow(axLarge))")
        XCTAssertGreaterThan(axLarge.rowViews.count, xxl.rowViews.count)
        let chipHeights = [large, xxl, axLarge].map { $0.chipViews[0].intrinsicContentSize.height }
        XCTAssertLessThan(chipHeights[0], chipHeights[1], "the chips' text grows with the text size")
        XCTAssertLessThan(chipHeights[1], chipHeights[2])
    }

    func testChangingTheTextSizeReflowsAndReportsANewHeight() async {
        let (screen, window, row) = hosted(.large)
        let before = (rows: row.rowViews.count, height: row.intrinsicContentSize.height)
        screen.preferredContentSizeCategory = .accessibilityExtraLarge
        window.runTurn()
        XCTAssertGreaterThan(row.rowViews.count, before.rows)
        XCTAssertGreaterThan(row.intrinsicContentSize.height, before.height)
        XCTAssertEqual(row.intrinsicContentSize.height, row.sizeThatFits(CGSize(width: Self.width, height: 0)).height)
    }

    func testEveryChipStaysWithinTheWidth() async {
        let long = "A chip title far too long to fit on a single row of this width"
        for category in [
            UIContentSizeCategory.large, .extraExtraLarge, .accessibilityLarge, .accessibilityExtraExtraExtraLarge,
        ] {
            let (_, window, row) = hosted(category, titles: Self.titles + [long])
            defer { withExtendedLifetime(window) {} }
            for chip in row.chipViews {
                let frame = chip.convert(chip.bounds, to: row)
                XCTAssertGreaterThanOrEqual(frame.minX, 0, "\(category.rawValue): \(chip.text ?? "")")
                XCTAssertLessThanOrEqual(frame.maxX, Self.width + 0.01, "\(category.rawValue): \(chip.text ?? "")")
                XCTAssertGreaterThan(frame.width, 0)
            }
            XCTAssertEqual(titlesByRow(row).last, [long], "a chip wider than the row gets a row of its own")
        }
    }

    func testChipOrderIsPreservedInReadingOrder() async {
        let (_, window, row) = hosted(.accessibilityMedium)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(titlesByRow(row).flatMap { $0 }, Self.titles)
        let frames = row.chipViews.map { $0.convert($0.bounds, to: row) }
        for (a, b) in zip(frames, frames.dropFirst()) {
            let sameRow = abs(a.midY - b.midY) < 0.5
            XCTAssertTrue(
                sameRow ? b.minX >= a.maxX + ChipsRow.spacing - 0.01 : b.minY >= a.maxY + ChipsRow.spacing - 0.01,
                "\(a) then \(b)")
        }
    }

    func testIntrinsicHeightIsRowsTimesRowHeightPlusSpacing() async {
        for category in [UIContentSizeCategory.large, .accessibilityLarge] {
            let (_, window, row) = hosted(category)
            defer { withExtendedLifetime(window) {} }
            let rowHeight = row.chipViews[0].intrinsicContentSize.height
            let rows = CGFloat(row.rowViews.count)
            let expected = rows * rowHeight + (rows - 1) * ChipsRow.spacing
            XCTAssertEqual(row.intrinsicContentSize.height, expected, category.rawValue)
            XCTAssertEqual(row.intrinsicContentSize.width, UIView.noIntrinsicMetric)
            let lastChip = row.chipViews.map { $0.convert($0.bounds, to: row) }.map(\.maxY).max() ?? 0
            XCTAssertEqual(lastChip, expected, accuracy: 0.01, "the laid-out rows end at the reported height")
            let padding = ChipsRow.Chip.padding
            let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: row.traitCollection)
            XCTAssertEqual(
                rowHeight, ceil(font.lineHeight) + padding.top + padding.bottom, accuracy: 0.01,
                "a chip is one line of subheadline text at the window's text size plus 6 pt above and below")
        }
    }

    func testAStackViewGivesTheRowItsWrappedHeight() async {
        let screen = UIScreen(device: .iPhone15)
        screen.preferredContentSizeCategory = .accessibilityLarge
        let window = UIWindow(screen: screen)
        let row = ChipsRow(chips: Self.titles)
        let stack = UIStackView(arrangedSubviews: [row])
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 0, y: 0, width: Self.width, height: 600)
        window.addSubview(stack)
        window.runTurn()
        XCTAssertEqual(row.frame.width, Self.width)
        XCTAssertEqual(row.frame.height, row.sizeThatFits(CGSize(width: Self.width, height: 0)).height)
        XCTAssertGreaterThanOrEqual(row.rowViews.count, 4)

        // A smaller text size: the row tells the stack (`invalidateIntrinsicContentSize()` from
        // `traitCollectionDidChange(_:)`), and the stack gives it its new, shorter height.
        let before = row.frame.height
        screen.preferredContentSizeCategory = .small
        window.runTurn()
        XCTAssertLessThan(row.frame.height, before)
        XCTAssertEqual(row.frame.height, row.sizeThatFits(CGSize(width: Self.width, height: 0)).height)
        XCTAssertEqual(row.rowViews.count, 2)
    }

    func testGreedyRowBreaking() async {
        XCTAssertEqual(ChipsRow.rowRanges(forWidths: [], in: 100, spacing: 8), [])
        XCTAssertEqual(
            ChipsRow.rowRanges(forWidths: [40, 40, 40], in: 88, spacing: 8), [0..<2, 2..<3], "40 + 8 + 40 fits exactly")
        XCTAssertEqual(ChipsRow.rowRanges(forWidths: [40, 40, 40], in: 87.9, spacing: 8), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(ChipsRow.rowRanges(forWidths: [30, 200, 30], in: 100, spacing: 8), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(ChipsRow.rowRanges(forWidths: [30, 30], in: .nan, spacing: 8), [0..<2])
        XCTAssertEqual(ChipsRow.rowRanges(forWidths: [30, 30], in: .infinity, spacing: 8), [0..<2])
    }

    // MARK: - Selection

    func testSelectionIsClampedAndFollowsNewChips() async {
        let row = ChipsRow(chips: ["A", "B", "C"], selectedIndex: 2)
        XCTAssertEqual(row.chipViews.map(\.isSelected), [false, false, true])
        row.selectedIndex = 7
        XCTAssertNil(row.selectedIndex)
        XCTAssertEqual(row.chipViews.map(\.isSelected), [false, false, false])
        row.selectedIndex = 1
        row.chips = ["X"]
        XCTAssertNil(row.selectedIndex, "the selection is dropped when its chip is gone")
        XCTAssertEqual(row.chipViews[0].accessibilityTraits, .button)
        row.selectedIndex = 0
        XCTAssertEqual(row.chipViews[0].accessibilityTraits, [.button, .selected])
    }

    func testSelectedChipIsTintedWithWhiteText() async throws {
        let row = ChipsRow(chips: ["Swift", "UIKit"], selectedIndex: 1)
        row.backgroundColor = .white
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        let stage = Stage(device: .iPhone15)
        let image = try stage.render(row, scale: 1)
        let selected = row.chipViews[1], plain = row.chipViews[0]
        XCTAssertEqual(selected.textColor, .white)
        // Sample the padding (left of the text), where only the chip's background shows.
        func background(of chip: UILabel) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let frame = chip.convert(chip.bounds, to: row)
            return image.pixel(x: Int(frame.minX + 9), y: Int(frame.midY))
        }
        let tint = background(of: selected)
        XCTAssertTrue(tint.blue > 200 && tint.red < 60 && tint.green < 160, "selected chip is systemBlue: \(tint)")
        let fill = background(of: plain)
        XCTAssertTrue(
            fill.red > 200 && fill.red < 250 && abs(Int(fill.red) - Int(fill.blue)) < 12,
            "an unselected chip is a light grey fill: \(fill)")
        // Outside the capsule's rounded corner the row's white background shows.
        let corner = plain.convert(CGPoint(x: 1, y: 1), to: row)
        let outside = image.pixel(x: Int(corner.x), y: Int(corner.y))
        XCTAssertGreaterThan(outside.red, 250, "the chip's corner is rounded: \(outside)")
        // The selected chip's text is white: somewhere in its middle a pixel is much lighter than the tint.
        let textArea = selected.convert(selected.bounds.insetBy(dx: 14, dy: 8), to: row)
        let lightest =
            stride(from: Int(textArea.minX), to: Int(textArea.maxX), by: 1).map {
                image.pixel(x: $0, y: Int(textArea.midY)).red
            }.max() ?? 0
        XCTAssertGreaterThan(lightest, 200, "white text on the tint")
    }

    // MARK: - Previews

    func testPreviewsRenderWithMoreRowsAtLargerTextSizes() async throws {
        var heights: [String: CGFloat] = [:]
        for name in ["Default", "Extra extra large", "Accessibility large", "Dark"] {
            let preview = try XCTUnwrap(PreviewRegistry.preview(id: "ChipsRow/\(name)"), name)
            let image = try PreviewRenderer.render(preview, variant: PreviewVariant(), scale: 1)
            XCTAssertEqual(image.width, 375, name)
            heights[name] = CGFloat(image.height)
        }
        XCTAssertLessThan(heights["Default"] ?? 0, heights["Accessibility large"] ?? 0)
    }
}
