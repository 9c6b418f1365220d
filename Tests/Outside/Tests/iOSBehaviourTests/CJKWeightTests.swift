import PixelReading
import UIKit
import XCTest

/// Chinese text in a semibold or bold system font is drawn heavier than in the regular one, as
/// Latin text is: iOS's CJK system font (PingFang SC/TC/HK) has Ultralight … Semibold faces, and
/// bold requests use the heaviest one.
///
/// Sources: Apple, *Fonts for Apple platforms* (PingFang: six weights, Ultralight to Semibold);
/// Apple HIG *Typography* (system font weights apply to every script the system font covers).
/// ViewLab's CJK fallback (WenQuanYi Micro Hei) has one face, so the weight is synthesised.
final class CJKWeightTests: XCTestCase {
    /// How much ink (summed alpha, 0…1 a pixel) a label with `text` at `weight` leaves.
    func ink(_ text: String, _ weight: UIFont.Weight) -> Double {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.font = .systemFont(ofSize: 40, weight: weight)
        label.text = text
        let (_, _, bytes) = Pixels.rgba(Pixels.image(of: label.layer, bounds: label.bounds))
        return stride(from: 3, to: bytes.count, by: 4).reduce(0) { $0 + Double(bytes[$1]) / 255 }
    }

    func test_semiboldChineseText_isHeavierThanRegular() {
        let regular = ink("课程表", .regular), semibold = ink("课程表", .semibold), bold = ink("课程表", .bold)
        XCTAssertGreaterThan(regular, 300, "the characters are drawn")
        XCTAssertGreaterThan(semibold, regular * 1.12, "semibold CJK glyphs carry more ink than regular ones")
        XCTAssertGreaterThan(bold, regular * 1.12)
    }

    func test_boldChinese_gainsInkLikeBoldLatin() {
        let latinGain = ink("Schedule", .semibold) / ink("Schedule", .regular)
        let cjkGain = ink("课程表", .semibold) / ink("课程表", .regular)
        XCTAssertGreaterThan(latinGain, 1.1, "Inter's semibold face is heavier")
        XCTAssertGreaterThan(cjkGain, 1 + (latinGain - 1) / 2, "CJK gains at least half what Latin gains")
    }

    func test_mediumChineseText_staysRegular() {
        // PingFang has a Medium face close to Regular; a light synthetic bold would overshoot it.
        XCTAssertEqual(ink("课程表", .medium), ink("课程表", .regular), accuracy: ink("课程表", .regular) * 0.02)
    }
}
