import PixelReading
import QuartzCore
import UIKit
import XCTest

/// Text in the system font is tracked by San Francisco's table, which Core Text applies on its
/// own: looser below 12 pt, tighter from 13 to 23 pt, looser again from 24 pt ("SF fonts use
/// automatic tracking", Apple Human Interface Guidelines, *Typography*, tracking values for SF Pro:
/// +12/1000 em at 10 pt, 0 at 12 pt, −26/1000 em at 17 pt, +14/1000 em at 28 pt).
/// `NSAttributedString.Key.tracking` "modifies the default tracking" (0 disables it), tracking is
/// "treated as trailing whitespace" (Foundation documentation of `tracking`), and only the system
/// font has the table: a font asked for by name has none.
final class AutomaticTrackingTests: XCTestCase {
    func width(_ text: String, _ font: UIFont, _ extra: [NSAttributedString.Key: Any] = [:]) -> CGFloat {
        var attributes = extra
        attributes[.font] = font
        return NSAttributedString(string: text, attributes: attributes).size().width
    }

    /// The tracking the table gives between the graphemes of `text` (one fewer gap than
    /// graphemes: the last one's trails as whitespace).
    func tracking(_ text: String, _ font: UIFont) -> CGFloat {
        (width(text, font) - width(text, font, [.tracking: 0])) / CGFloat(text.count - 1)
    }

    func test_systemFont_isTrackedLooserAt10pt_notAt12pt_tighterAt17pt_looserAt28pt() {
        XCTAssertEqual(tracking("-120", .systemFont(ofSize: 10)), 0.012 * 10, accuracy: 0.002)
        XCTAssertEqual(tracking("-120", .systemFont(ofSize: 12)), 0, accuracy: 0.002)
        XCTAssertEqual(tracking("Body", .systemFont(ofSize: 17)), -0.026 * 17, accuracy: 0.002)
        XCTAssertEqual(tracking("Title", .systemFont(ofSize: 28, weight: .bold)), 0.014 * 28, accuracy: 0.002)
        XCTAssertEqual(tracking("Body", .preferredFont(forTextStyle: .body)), -0.026 * 17, accuracy: 0.002,
                       "text styles use the system font")
    }

    func test_trackingAttribute_replacesTheAutomaticTracking_andKernAddsToIt() {
        let font = UIFont.systemFont(ofSize: 17)
        let untracked = width("Tracked", font, [.tracking: 0])
        XCTAssertEqual(width("Tracked", font, [.tracking: 2]), untracked + 6 * 2, accuracy: 0.01)
        XCTAssertEqual(width("Tracked", font, [.kern: 1]), width("Tracked", font) + 6 * 1, accuracy: 0.01)
        XCTAssertLessThan(width("Tracked", font), untracked, "17 pt is tracked tighter")
    }

    func test_fontsAskedForByName_haveNoTrackingTable() {
        let named = UIFont(name: "Inter-Regular", size: 17)!
        XCTAssertEqual(width("Body text", named), width("Body text", named, [.tracking: 0]), accuracy: 0.001)
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        XCTAssertEqual(width("Body text", mono), width("Body text", mono, [.tracking: 0]), accuracy: 0.001)
    }

    /// The width in pixels between the first and last column with ink.
    func inkWidth(_ layer: CALayer) -> Int {
        let (width, height, bytes) = Pixels.rgba(Pixels.image(of: layer, bounds: layer.bounds))
        let columns = (0..<width).filter { x in (0..<height).contains { y in bytes[(y * width + x) * 4 + 3] > 40 } }
        return (columns.last ?? 0) - (columns.first ?? 0)
    }

    func test_textLayerInTheSystemFont_isTrackedToo_butHelveticaIsNot() {
        func textLayer(_ font: Any) -> CATextLayer {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 600, height: 40)
            layer.font = font as AnyObject
            layer.fontSize = 28
            layer.string = "Tracking table"
            layer.foregroundColor = UIColor.black.cgColor
            return layer
        }
        let system = inkWidth(textLayer(UIFont.systemFont(ofSize: 12))), helvetica = inkWidth(textLayer("Helvetica"))
        // 13 gaps at 28 pt: 13 × 0.014 × 28 ≈ 5.1 pt wider (the layer's fontSize counts, not the font's).
        XCTAssertEqual(Double(system - helvetica), 13 * 0.014 * 28, accuracy: 1.5)
        XCTAssertEqual(inkWidth(textLayer(".SFUI-Regular")), system, "San Francisco by name is the system font")
    }
}
