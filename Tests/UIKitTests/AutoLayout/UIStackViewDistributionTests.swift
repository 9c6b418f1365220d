import UIKit
import XCTest

/// Frames for every distribution, checked against hand-computed values. Views: 40×20, 60×30,
/// 50×10 (intrinsic), spacing 10, so the natural length is 150 + 20 = 170.
@MainActor
final class UIStackViewDistributionTests: XCTestCase {
    private func layout(
        _ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill,
        axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize = CGSize(width: 300, height: 100)
    ) -> [SizedView] {
        let (stack, views) = makeStack(axis, size: size)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.layoutIfNeeded()
        return views
    }

    // MARK: - Horizontal

    func testFillGivesExtraSpaceToFirstLowestHuggingView() async {
        // 130 pt spare; equal hugging (250): the first view stretches.
        assertFrames(
            layout(.fill),
            [
                CGRect(x: 0, y: 0, width: 170, height: 100), CGRect(x: 180, y: 0, width: 60, height: 100),
                CGRect(x: 250, y: 0, width: 50, height: 100),
            ])
    }

    func testFillStretchesTheLowestHuggingPriority() async {
        let (stack, views) = makeStack(size: CGSize(width: 300, height: 100))
        views[1].setContentHuggingPriority(.defaultLow - 50, for: .horizontal)
        views[2].setContentHuggingPriority(.defaultHigh, for: .vertical)  // other axis: irrelevant
        stack.layoutIfNeeded()
        assertFrames(
            views,
            [
                CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 190, height: 100),
                CGRect(x: 250, y: 0, width: 50, height: 100),
            ])
    }

    func testFillShrinksLowestCompressionResistanceFirst() async {
        // 120 pt: 50 too little. Equal resistance: the first view goes to 0, then the next gives 10.
        assertFrames(
            layout(.fill, size: CGSize(width: 120, height: 40)),
            [
                CGRect(x: 0, y: 0, width: 0, height: 40), CGRect(x: 10, y: 0, width: 50, height: 40),
                CGRect(x: 70, y: 0, width: 50, height: 40),
            ])
        // The last view resists less: it gives way first (all 50 pt).
        let (stack, views) = makeStack(size: CGSize(width: 120, height: 40))
        views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stack.layoutIfNeeded()
        assertFrames(
            views,
            [
                CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 50, y: 0, width: 60, height: 40),
                CGRect(x: 120, y: 0, width: 0, height: 40),
            ])
    }

    func testFillEqually() async {
        let w = (300 - 20) / 3.0
        assertFrames(
            layout(.fillEqually),
            [
                CGRect(x: 0, y: 0, width: w, height: 100), CGRect(x: w + 10, y: 0, width: w, height: 100),
                CGRect(x: 2 * w + 20, y: 0, width: w, height: 100),
            ])
    }

    func testFillProportionally() async {
        // 280 pt shared 40 : 60 : 50.
        let a = 280 * 40 / 150.0, b = 280 * 60 / 150.0, c = 280 * 50 / 150.0
        assertFrames(
            layout(.fillProportionally),
            [
                CGRect(x: 0, y: 0, width: a, height: 100), CGRect(x: a + 10, y: 0, width: b, height: 100),
                CGRect(x: a + b + 20, y: 0, width: c, height: 100),
            ])
    }

    func testEqualSpacing() async {
        // 130 spare over two gaps: each gap 10 + 65.
        assertFrames(
            layout(.equalSpacing, alignment: .top),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 115, y: 0, width: 60, height: 30),
                CGRect(x: 250, y: 0, width: 50, height: 10),
            ])
    }

    func testEqualCentering() async {
        // Centres from 20 to 275, step 127.5.
        assertFrames(
            layout(.equalCentering, alignment: .center),
            [
                CGRect(x: 0, y: 40, width: 40, height: 20), CGRect(x: 117.5, y: 35, width: 60, height: 30),
                CGRect(x: 250, y: 45, width: 50, height: 10),
            ])
    }

    func testEqualCenteringKeepsMinimumSpacing() async {
        // 180 pt: the centre step would be (180 − 45) / 2 = 67.5, but the B–C gap needs
        // 10 + 55 = 65 and A–B 10 + 50 = 60, so 67.5 stands: gaps 17.5 and 12.5.
        assertFrames(
            layout(.equalCentering, alignment: .top, size: CGSize(width: 180, height: 40)),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 57.5, y: 0, width: 60, height: 30),
                CGRect(x: 130, y: 0, width: 50, height: 10),
            ])
    }

    // MARK: - Vertical

    func testVerticalFillAndAlignments() async {
        assertFrames(
            layout(.fill, axis: .vertical, size: CGSize(width: 100, height: 300)),
            [
                CGRect(x: 0, y: 0, width: 100, height: 240), CGRect(x: 0, y: 250, width: 100, height: 30),
                CGRect(x: 0, y: 290, width: 100, height: 10),
            ])
        assertFrames(
            layout(.equalSpacing, alignment: .leading, axis: .vertical, size: CGSize(width: 100, height: 300)),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 140, width: 60, height: 30),
                CGRect(x: 0, y: 290, width: 50, height: 10),
            ])
        assertFrames(
            layout(.fillEqually, alignment: .trailing, axis: .vertical, size: CGSize(width: 100, height: 110)),
            [
                CGRect(x: 60, y: 0, width: 40, height: 30), CGRect(x: 40, y: 40, width: 60, height: 30),
                CGRect(x: 50, y: 80, width: 50, height: 30),
            ])
        assertFrames(
            layout(.fillProportionally, alignment: .center, axis: .vertical, size: CGSize(width: 100, height: 80)),
            [
                CGRect(x: 30, y: 0, width: 40, height: 20), CGRect(x: 20, y: 30, width: 60, height: 30),
                CGRect(x: 25, y: 70, width: 50, height: 10),
            ])
        // Baseline alignments mean nothing across a vertical stack: they fill.
        assertFrames(
            layout(.fill, alignment: .firstBaseline, axis: .vertical, size: CGSize(width: 100, height: 80)),
            [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 30),
                CGRect(x: 0, y: 70, width: 100, height: 10),
            ])
    }

    // MARK: - Alignment across a horizontal stack

    func testHorizontalAlignments() async {
        let size = CGSize(width: 170, height: 100)
        assertFrames(
            layout(.fill, alignment: .top, size: size),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 50, y: 0, width: 60, height: 30),
                CGRect(x: 120, y: 0, width: 50, height: 10),
            ])
        assertFrames(
            layout(.fill, alignment: .center, size: size),
            [
                CGRect(x: 0, y: 40, width: 40, height: 20), CGRect(x: 50, y: 35, width: 60, height: 30),
                CGRect(x: 120, y: 45, width: 50, height: 10),
            ])
        assertFrames(
            layout(.fill, alignment: .bottom, size: size),
            [
                CGRect(x: 0, y: 80, width: 40, height: 20), CGRect(x: 50, y: 70, width: 60, height: 30),
                CGRect(x: 120, y: 90, width: 50, height: 10),
            ])
        // Views without text align their bottoms for the baseline alignments.
        assertFrames(
            layout(.fill, alignment: .lastBaseline, size: size),
            [
                CGRect(x: 0, y: 10, width: 40, height: 20), CGRect(x: 50, y: 0, width: 60, height: 30),
                CGRect(x: 120, y: 20, width: 50, height: 10),
            ])
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
    }

    func testRightToLeftMirrorsHorizontalStacks() async {
        let (stack, views) = makeStack(size: CGSize(width: 300, height: 100), rightToLeft: true)
        stack.layoutIfNeeded()
        assertFrames(
            views,
            [
                CGRect(x: 130, y: 0, width: 170, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                CGRect(x: 0, y: 0, width: 50, height: 100),
            ])
        let (column, items) = makeStack(.vertical, size: CGSize(width: 100, height: 80), rightToLeft: true)
        column.alignment = .leading
        column.layoutIfNeeded()
        XCTAssertEqual(items[0].frame, CGRect(x: 60, y: 0, width: 40, height: 20), "leading is the right edge in RTL")
    }
}
