@_spi(ViewLab) import CoreGraphics
import Foundation
@testable import UIKit
import XCTest

/// Counts what a layout manager tells its delegate.
final class RecordingLayoutDelegate: NSLayoutManagerDelegate {
    var invalidations = 0, completions = 0
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { invalidations += 1 }
    func layoutManager(
        _ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
        atEnd layoutFinishedFlag: Bool
    ) { completions += 1 }
}

/// A standalone TextKit 1 stack — storage, layout manager, container — as link labels build it
/// (Apple, "Using Text Kit to Draw and Manage Text"; NSLayoutManager, NSTextContainer references).
@MainActor
final class NSLayoutManagerTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 20)
    let text = "Hello world, this sentence wraps inside a narrow text container."

    /// The storage keeps the layout manager, not the other way round (its `textStorage` is weak,
    /// `unowned(unsafe)` on iOS): a caller keeps the storage.
    private func stack(_ string: NSAttributedString, size: CGSize, padding: CGFloat = 0) -> (
        NSTextStorage, NSLayoutManager, NSTextContainer
    ) {
        let storage = NSTextStorage(attributedString: string)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        return (storage, manager, container)
    }

    private func lines(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
        var result: [(CGRect, CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) {
            rect, used, _, range, _ in
            result.append((rect, used, range))
        }
        return result
    }

    func testLinesWrapAtTheContainerWidthLessThePadding() async {
        let string = NSAttributedString(string: text, attributes: [.font: font])
        for padding in [CGFloat(0), 10] {
            let (storage, manager, container) = stack(
                string, size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), padding: padding)
            defer { withExtendedLifetime(storage) {} }
            // The same text drawn by string drawing in the width the lines get.
            let drawn = string.boundingRect(
                with: CGSize(width: 200 - 2 * padding, height: .greatestFiniteMagnitude),
                options: .usesLineFragmentOrigin, context: nil)
            let used = manager.usedRect(for: container)
            XCTAssertEqual(used.height, drawn.height, accuracy: 0.5, "padding \(padding)")
            XCTAssertEqual(
                used.width, drawn.width + 2 * padding, accuracy: 0.5, "the used width holds the padding at both ends")
            let fragments = lines(manager)
            XCTAssertEqual(CGFloat(fragments.count), (used.height / font.lineHeight).rounded(), "one fragment per line")
            XCTAssertGreaterThan(fragments.count, 2)
            for fragment in fragments {
                XCTAssertEqual(fragment.rect.width, 200, "a line fragment is as wide as the container")
                XCTAssertEqual(fragment.rect.height, font.lineHeight, accuracy: 1)
                XCTAssertLessThanOrEqual(fragment.used.width, 200.5)
            }
            XCTAssertEqual(fragments.first?.range.location, 0)
            for (a, b) in zip(fragments, fragments.dropFirst()) {
                XCTAssertEqual(NSMaxRange(a.range), b.range.location, "fragments are contiguous")
            }
            XCTAssertEqual(fragments.last.map { NSMaxRange($0.range) }, text.utf16.count)
            var effective = NSRange(location: 0, length: 0)
            let second = manager.lineFragmentRect(
                forGlyphAt: fragments[1].range.location + 1, effectiveRange: &effective)
            XCTAssertEqual(second, fragments[1].rect)
            XCTAssertEqual(effective, fragments[1].range)
            let location = manager.location(forGlyphAt: 0)
            XCTAssertEqual(location.x, padding, accuracy: 0.5, "the first glyph sits after the padding")
            XCTAssertEqual(location.y, font.ascender, accuracy: 1.5, "y is the baseline, from the fragment's top")
            XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: text.utf16.count))
        }
    }

    func testTheContainerCutsLinesByCountAndHeight() async {
        let string = NSAttributedString(string: text + " " + text, attributes: [.font: font])
        let (storage, manager, container) = stack(
            string, size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        defer { withExtendedLifetime(storage) {} }
        let all = lines(manager).count
        container.maximumNumberOfLines = 2
        let wrapped = manager.glyphRange(for: container)
        XCTAssertLessThan(wrapped.length, string.length / 2, "word wrapping: the glyphs of the two lines laid out")
        XCTAssertEqual(
            manager.truncatedGlyphRange(inLineFragmentForGlyphAt: wrapped.length - 1).location, NSNotFound,
            "nothing truncated")
        container.lineBreakMode = .byTruncatingTail
        XCTAssertEqual(lines(manager).count, 2, "changing the container lays the text out again")
        let shown = manager.glyphRange(for: container)
        XCTAssertEqual(shown.length, string.length, "the truncated line holds the rest of the paragraph, hidden")
        XCTAssertEqual(manager.usedRect(for: container).height, 2 * font.lineHeight, accuracy: 1.5)
        XCTAssertEqual(
            manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location, NSNotFound, "the first line is whole")
        let hidden = manager.truncatedGlyphRange(inLineFragmentForGlyphAt: shown.length - 1)
        XCTAssertEqual(NSMaxRange(hidden), string.length, "the ellipsis hides the end of the last line")
        XCTAssertGreaterThan(
            hidden.length, string.length / 3, "more than the third of the text the first two lines show")
        XCTAssertLessThan(hidden.location, string.length / 2)
        container.maximumNumberOfLines = 0
        container.size = CGSize(width: 200, height: font.lineHeight * 3 + 1)
        XCTAssertEqual(lines(manager).count, 3, "lines whose bottom passes the height are not laid out")
        container.size = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
        XCTAssertEqual(lines(manager).count, all)
    }

    func testEditingTheStorageLaysTheTextOutAgain() async {
        let (storage, manager, container) = stack(
            NSAttributedString(string: "Short", attributes: [.font: font]), size: CGSize(width: 200, height: 1000))
        let delegate = RecordingLayoutDelegate()
        manager.delegate = delegate
        XCTAssertEqual(lines(manager).count, 1)
        XCTAssertEqual(delegate.completions, 1)
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: text)
        XCTAssertEqual(delegate.invalidations, 1, "an edit invalidates the layout")
        XCTAssertGreaterThan(lines(manager).count, 2)
        XCTAssertEqual(manager.glyphRange(for: container).length, text.utf16.count)
        storage.beginEditing()
        storage.setAttributes(
            [.font: UIFont.systemFont(ofSize: 10)], range: NSRange(location: 0, length: storage.length))
        storage.endEditing()
        XCTAssertEqual(
            manager.usedRect(for: container).height,
            UIFont.systemFont(ofSize: 10).lineHeight * CGFloat(lines(manager).count), accuracy: 2)
    }

    func testTheCharacterUnderATapIsFoundAsLinkLabelsAskIt() async {
        let string = NSMutableAttributedString(string: "Read the docs at example.com today", attributes: [.font: font])
        let link = (string.string as NSString).range(of: "example.com")
        string.addAttribute(.link, value: "https://example.com", range: link)
        let (storage, manager, container) = stack(string, size: CGSize(width: 400, height: 100))
        defer { withExtendedLifetime(storage) {} }
        let box = manager.boundingRect(forGlyphRange: link, in: container)
        XCTAssertGreaterThan(box.width, 50)
        var fraction: CGFloat = -1
        let inside = manager.characterIndex(
            for: CGPoint(x: box.midX, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        XCTAssertTrue(NSLocationInRange(inside, link), "a tap in the link's box is on the link")
        XCTAssertTrue((0...1).contains(fraction))
        XCTAssertEqual(
            manager.characterIndex(
                for: CGPoint(x: box.minX + 1, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil
            ), link.location)
        XCTAssertEqual(
            manager.characterIndex(
                for: CGPoint(x: -20, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil), 0,
            "left of the text: the first character")
        XCTAssertEqual(
            manager.glyphIndex(for: CGPoint(x: box.maxX - 1, y: box.midY), in: container), NSMaxRange(link) - 1)
        XCTAssertEqual(
            manager.glyphRange(forBoundingRect: CGRect(x: 0, y: 0, width: 10, height: 5), in: container),
            NSRange(location: 0, length: string.length))
    }

    func testADifferentContainerOrNoStorageAnswersNothing() async {
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        manager.addTextContainer(container)
        XCTAssertEqual(manager.usedRect(for: container), .zero)
        XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: 0))
        XCTAssertEqual(
            manager.characterIndex(for: .zero, in: NSTextContainer(), fractionOfDistanceBetweenInsertionPoints: nil), 0)
        var range = NSRange(location: 9, length: 9)
        XCTAssertEqual(manager.lineFragmentRect(forGlyphAt: 3, effectiveRange: &range), .zero)
        XCTAssertEqual(range, NSRange(location: 0, length: 0))
    }
}

/// Bad input answers plainly: no crash, no hang.
@MainActor
final class NSLayoutManagerBadInputTests: XCTestCase {
    func testOutOfRangeIndexesNonFinitePointsAndEmptyText() async {
        let storage = NSTextStorage(string: "Some text to lay out", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: .zero)
        manager.addTextContainer(container)
        XCTAssertEqual(manager.glyphRange(for: container).length, storage.length, "a zero size lays out without limits")
        XCTAssertEqual(
            manager.characterIndex(
                for: CGPoint(x: CGFloat.nan, y: .infinity), in: container, fractionOfDistanceBetweenInsertionPoints: nil
            ), 0)
        XCTAssertNotEqual(
            manager.lineFragmentRect(forGlyphAt: -7, effectiveRange: nil), .zero, "clamped to the first line")
        _ = manager.location(forGlyphAt: 10_000)
        _ = manager.boundingRect(forGlyphRange: NSRange(location: -3, length: 2), in: container)
        _ = manager.boundingRect(forGlyphRange: NSRange(location: 500, length: 9), in: container)
        _ = TextTestSupport.render(size: CGSize(width: 20, height: 20)) { _ in
            manager.drawGlyphs(forGlyphRange: NSRange(location: -5, length: 3), at: CGPoint(x: CGFloat.nan, y: 0))
            manager.drawBackground(forGlyphRange: NSRange(location: 3, length: 1_000), at: .zero)
        }
        storage.setAttributedString(NSAttributedString())
        XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: 0))
        XCTAssertEqual(manager.usedRect(for: container).width, 2 * container.lineFragmentPadding, "only the padding")
        XCTAssertEqual(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location, NSNotFound)
    }

    func testPickersIgnoreImpossibleAnswersAndSettings() async {
        final class Odd: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { -2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { -1 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { .nan }
        }
        let odd = Odd()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = odd
        picker.delegate = odd
        XCTAssertEqual(picker.numberOfComponents, 0)
        picker.selectRow(-4, inComponent: -1, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 99), -1)
        _ = TextTestSupport.render(size: CGSize(width: 320, height: 216)) { _ in picker.draw(picker.bounds) }
        let dates = UIDatePicker()
        dates.minuteInterval = 0
        dates.minuteInterval = 45
        XCTAssertEqual(dates.minuteInterval, 1)
        dates.countDownDuration = .nan
        dates.countDownDuration = -60
        XCTAssertEqual(dates.countDownDuration, 0)
        let now = Date()
        dates.minimumDate = now.addingTimeInterval(3600)
        dates.maximumDate = now
        XCTAssertEqual(dates.date, now, "a maximum below the minimum wins, as the later limit set")
    }
}
