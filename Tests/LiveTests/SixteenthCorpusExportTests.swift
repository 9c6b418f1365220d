import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the sixteenth corpus measurement (issues #39, #40: tooltips, skeleton loaders,
/// expandable table cells, text fields with animated labels), in our own words, through the real
/// `viewlab export --package`: each fixture is written the way the components we measured write
/// it, and each preview paints a 60 × 60 swatch green only when what it checked at run time holds
/// (red otherwise). Every fixture fails to compile before this round.
final class SixteenthCorpusExportTests: XCTestCase {
    /// A tooltip that logs the bar button item it could not place with `NSLog("%@", item)` and
    /// names its target view with `String(format:)`: any `NSObject` is a `CVarArg` printed as its
    /// `description`, as on iOS.
    static let tooltip = """
        import UIKit

        final class Bubble: UIView {
            override var description: String { "Bubble(\\(Int(bounds.width)))" }
        }

        func placementReport(for item: UIBarButtonItem, target: UIView) -> String {
            NSLog("Cannot place the tip next to %@", item)
            return String(format: "tip at %@ for %@, %d", target, item, 3)
        }
        """

    /// A skeleton loader that eases its gradient's colours with `simd_smoothstep`, and a few more of
    /// Apple's `simd` functions and type names, with the values `<simd/common.h>` and
    /// `<simd/geometry.h>` define.
    static let shimmer = """
        import UIKit
        import simd

        func easedStops(_ count: Int) -> [CGFloat] {
            stride(from: 0.0, through: 1.0, by: 1.0 / Double(count - 1)).map { CGFloat(simd_smoothstep(0.0, 1.0, $0)) }
        }

        func simdChecks() -> Bool {
            let v = simd_float2(3, 4)
            let axis = simd_cross(simd_double3(1, 0, 0), simd_double3(0, 1, 0))
            return simd_length(v) == 5 && simd_normalize(v) == simd_float2(0.6, 0.8) && simd_dot(v, v) == 25
                && axis == simd_double3(0, 0, 1) && simd_mix(2.0, 4.0, 0.25) == 2.5 && simd_clamp(1.5, 0.0, 1.0) == 1
                && simd_smoothstep(simd_double2(0, 0), simd_double2(1, 1), simd_double2(-1, 0.5)) == simd_double2(0, 0.5)
                && distance(simd_float2(0, 0), v) == 5
        }
        """

    /// An expandable list: a table view that is its own delegate (`UITableViewDelegate`, which refines
    /// `UIScrollViewDelegate`: iOS types a table's `delegate` so) and forwards every
    /// scroll message, optional ones included, to a delegate protocol refining it.
    static let expandable = """
        import UIKit

        @objc protocol ExpandingDelegate: UIScrollViewDelegate {
            @objc optional func expandingTitle() -> String
        }

        final class ExpandingTable: UITableView, UITableViewDelegate {
            weak var expandingDelegate: ExpandingDelegate?
            func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
                expandingDelegate?.scrollViewDidScrollToTop?(scrollView)
            }
            func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
                expandingDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
            }
            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                expandingDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
            }
            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                expandingDelegate?.scrollViewWillBeginDecelerating?(scrollView)
            }
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                expandingDelegate?.scrollViewDidEndDecelerating?(scrollView)
            }
            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
                expandingDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
            }
        }

        final class ExpandingListener: NSObject, ExpandingDelegate {
            var heard: [String] = []
            func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { heard.append("top") }
            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { heard.append("zoom \\(scale)") }
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { heard.append("stopped") }
        }

        final class QuietListener: NSObject, UIScrollViewDelegate {}
        """

    /// A text field's floating label drawn by a `CATextLayer` whose font is made from the
    /// `UIFont`'s name held as an `NSString`.
    static let floatingLabel = """
        import UIKit

        final class FloatingLabel: UIView {
            let textLayer = CATextLayer()
            var font: UIFont = .systemFont(ofSize: 12) {
                didSet {
                    let fontName = font.fontName as NSString
                    textLayer.font = CGFont.init(fontName)
                    textLayer.fontSize = font.pointSize
                }
            }
        }
        """

    static let previews = """
        import UIKit

        #Preview("Tooltip", traits: .fixedLayout(width: 60, height: 60)) {
            let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let bubble = Bubble(frame: CGRect(x: 0, y: 0, width: 42, height: 10))
            let report = placementReport(for: item, target: bubble)
            return swatch(report == "tip at Bubble(42) for \\(item.description), 3")
        }

        #Preview("Shimmer", traits: .fixedLayout(width: 60, height: 60)) {
            swatch(easedStops(5) == [0, 0.15625, 0.5, 0.84375, 1] && simdChecks())
        }

        #Preview("Expandable", traits: .fixedLayout(width: 60, height: 60)) {
            let table = ExpandingTable(frame: CGRect(x: 0, y: 0, width: 60, height: 60), style: .plain)
            let listener = ExpandingListener()
            table.expandingDelegate = listener
            table.delegate = table
            table.delegate?.scrollViewDidScrollToTop(table)
            table.delegate?.scrollViewWillBeginZooming(table, with: nil)
            table.delegate?.scrollViewDidEndZooming(table, with: nil, atScale: 2)
            table.delegate?.scrollViewWillBeginDecelerating(table)
            table.delegate?.scrollViewDidEndDecelerating(table)
            let plain = UIScrollView()
            let quiet = QuietListener()
            plain.delegate = quiet
            let ok = listener.heard == ["top", "zoom 2.0", "stopped"] && table.scrollViewShouldScrollToTop(table)
                && plain.delegate?.scrollViewShouldScrollToTop(plain) == true
            return swatch(ok)
        }

        #Preview("FloatingLabel", traits: .fixedLayout(width: 60, height: 60)) {
            let label = FloatingLabel()
            label.font = UIFont(name: "Helvetica-Bold", size: 14)!
            let font = label.textLayer.font as? CGFont
            return swatch(font?.postScriptName == "Helvetica-Bold" && label.textLayer.fontSize == 14 && CGFont("" as NSString) == nil)
        }

        """

    func testIdiomsOfTheSixteenthCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Tooltip.swift": Self.tooltip, "Shimmer.swift": Self.shimmer, "Expandable.swift": Self.expandable,
            "FloatingLabel.swift": Self.floatingLabel, "Swatch.swift": SwatchFixture.source,
            "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-sixteenth-pkg", out: "viewlab-sixteenth-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(
            ["Tooltip", "Shimmer", "Expandable", "FloatingLabel"], in: out, stdout: result.stdout, stderr: result.stderr
        )
    }

    /// The held-out set's idioms: a card stack whose collection view subclass overrides
    /// `insertItems(at:)`/`deleteItems(at:)` to tell its layout first and `addGestureRecognizer`,
    /// with `@IBAction`s of no and two parameters, a table that counts its
    /// row updates the same way, and a pager asking its data source's optional title requirement
    /// in a `guard` condition.
    static let heldOut = """
        import UIKit

        final class CardStack: UICollectionView {
            var told: [String] = []
            override func insertItems(at indexPaths: [IndexPath]) {
                told.append("insert \\(indexPaths.count)")
                super.insertItems(at: indexPaths)
            }
            override func deleteItems(at indexPaths: [IndexPath]) {
                told.append("delete \\(indexPaths.count)")
                super.deleteItems(at: indexPaths)
            }
            override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
                told.append("batch")
                super.performBatchUpdates(updates, completion: completion)
            }
            override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
                told.append("recognizer")
                super.addGestureRecognizer(gestureRecognizer)
            }
            @IBAction func flipBack() { told.append("flip") }
            @IBAction func flip(_ sender: Any, forEvent event: UIEvent) { told.append("flip event") }
        }

        final class CountingTable: UITableView {
            var updates = 0
            override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
                updates += 1
                super.insertRows(at: indexPaths, with: animation)
            }
            override func beginUpdates() {
                updates += 10
                super.beginUpdates()
            }
        }

        @objc protocol TitledPagerSource {
            @objc optional func pagerTitle(_ pager: TitledPager, at index: Int) -> String?
        }

        final class TitledPager: UIView {
            weak var source: TitledPagerSource?
            func title(at index: Int) -> String {
                guard let title = source?.pagerTitle?(self, at: index) else { return "untitled" }
                return title
            }
        }

        final class PagerTitles: NSObject, TitledPagerSource {
            func pagerTitle(_ pager: TitledPager, at index: Int) -> String? { index == 0 ? "News" : nil }
        }

        final class Untitled: NSObject, TitledPagerSource {}
        """

    static let heldOutPreviews = """
        import UIKit

        #Preview("HeldOut", traits: .fixedLayout(width: 60, height: 60)) {
            let cards = CardStack(frame: CGRect(x: 0, y: 0, width: 60, height: 60), collectionViewLayout: UICollectionViewFlowLayout())
            cards.performBatchUpdates({ cards.insertItems(at: [IndexPath(item: 0, section: 0)]) })
            cards.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            let tap = UITapGestureRecognizer()
            cards.addGestureRecognizer(tap)
            cards.flipBack()
            let table = CountingTable(frame: .zero, style: .plain)
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.endUpdates()
            let pager = TitledPager()
            let titles = PagerTitles()
            pager.source = titles
            let first = pager.title(at: 0), second = pager.title(at: 1)
            let untitled = Untitled()
            pager.source = untitled
            let ok = cards.told.filter { $0 != "recognizer" } == ["batch", "insert 1", "delete 2", "flip"]
                && cards.told.last(where: { $0 == "recognizer" }) != nil && cards.gestureRecognizers?.contains(tap) == true && table.updates == 11
                && first == "News" && second == "untitled" && pager.title(at: 0) == "untitled"
            return swatch(ok)
        }

        """

    func testIdiomsOfTheSixteenthHeldOutSetCompileAndAnswerAsOnIOS() throws {
        let files = [
            "HeldOut.swift": Self.heldOut, "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.heldOutPreviews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-sixteenth-held-pkg", out: "viewlab-sixteenth-held-out", name: "Components",
            targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 1 PNGs, 0 failed"), result.stdout + result.stderr)
        let png = out.appendingPathComponent("Previews/HeldOut.light-portrait.png")
        XCTAssertEqual(try colour(png, x: 30, y: 30), [0x34, 0xC7, 0x59], "a runtime check failed (red)")
    }
}
