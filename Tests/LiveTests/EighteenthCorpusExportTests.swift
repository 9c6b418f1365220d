import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the eighteenth corpus measurement (issues #39, #40: a card-like present transition,
/// a scrollable tab strip, a segmented pager), in our own words, through the real
/// `viewlab export --package`: each preview paints a 60 × 60 swatch green only when what it
/// checked at run time holds (red otherwise). Every fixture failed to compile before this round
/// (the onboarding one: `UIAppearance` did not exist).
final class EighteenthCorpusExportTests: XCTestCase {
    /// A rounded-corner layer that redraws whenever its frame changes: `CALayer.frame` is an open
    /// property of the class in Core Animation, so a subclass overrides it with an observer; the
    /// layer, a view's `layerClass`, sets its path in an overridden `display()`.
    static let corner = """
        import UIKit

        final class CornerShape: CAShapeLayer {
            var resizes = 0
            var ok = true
            override var frame: CGRect {
                didSet { resizes += 1; setNeedsDisplay() }
            }
            // Core Animation calls an overridden `display()` to update the contents; a shape
            // layer sets its path there (nothing is drawn unless the display pass calls it).
            override func display() {
                path = UIBezierPath(rect: bounds).cgPath
                fillColor = (ok ? UIColor.systemGreen : UIColor.systemRed).cgColor
            }
        }

        final class CornerView: UIView {
            override class var layerClass: AnyClass { CornerShape.self }
        }
        """

    /// A tab strip's cell that drops the constraints it rebuilds when told to update them:
    /// `UIView.setNeedsUpdateConstraints()` is open in UIKit.
    static let strip = """
        import UIKit

        final class StripCell: UIView {
            var variable: [NSLayoutConstraint] = []
            var told = 0
            override func setNeedsUpdateConstraints() {
                super.setNeedsUpdateConstraints()
                told += 1
                NSLayoutConstraint.deactivate(variable)
                variable.removeAll()
            }
        }
        """

    /// A card transition asking the presented controller for the scroll view it tracks through an
    /// optional property requirement (read as an optional through the protocol), and a pager
    /// whose selection closure is named like its delegate's optional requirement.
    static let deck = """
        import UIKit

        @objc protocol CardTracking {
            @objc optional var trackedScrollView: UIScrollView { get }
            @objc optional var innerController: UIViewController? { get }
            @objc optional func pageChosen(_ index: Int)
        }

        final class ListCard: UIViewController, CardTracking {
            let list = UIScrollView()
            var trackedScrollView: UIScrollView { list }
        }

        final class PlainCard: UIViewController, CardTracking {}

        func trackedView(of controller: UIViewController) -> UIScrollView? {
            if let card = controller as? CardTracking, let scrollView = card.trackedScrollView {
                return scrollView
            }
            return nil
        }

        func inner(of card: CardTracking) -> UIViewController? {
            card.innerController as? UIViewController
        }

        final class Pager {
            var pageChosen: ((String, Int, Bool) -> Void)?
            var chosen: [String] = []
            func choose(_ index: Int) {
                self.pageChosen?("tab", index, true)
                self.pageChosen!("again", index, false)
            }
        }
        """

    /// An onboarding screen that tints its page dots through `UIPageControl`'s appearance proxy,
    /// only inside its own controller; the check draws when the view is on screen, after the
    /// dots entered the window.
    static let onboarding = """
        import UIKit

        final class Intro: UIViewController {
            let dots = UIPageControl()
            let elsewhere = UIPageControl()
            override func viewDidLoad() {
                super.viewDidLoad()
                UIPageControl.appearance(whenContainedInInstancesOf: [Intro.self]).pageIndicatorTintColor = .systemOrange
                view.addSubview(dots)
                view.addSubview(DotsCheck(frame: view.bounds, intro: self))
            }
        }

        final class DotsCheck: UIView {
            weak var intro: Intro?
            init(frame: CGRect, intro: Intro) { self.intro = intro; super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
            override func draw(_ rect: CGRect) {
                let ok = intro?.dots.pageIndicatorTintColor == .systemOrange && intro?.elsewhere.pageIndicatorTintColor == nil
                (ok ? UIColor.systemGreen : UIColor.systemRed).setFill()
                UIRectFill(bounds)
            }
        }
        """

    static let previews = """
        import UIKit

        #Preview("Corner", traits: .fixedLayout(width: 60, height: 60)) {
            let layer = CornerShape()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            let plain: CALayer = layer
            plain.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            let view = CornerView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            (view.layer as! CornerShape).ok = layer.resizes == 2 && layer.bounds.size == CGSize(width: 10, height: 10)
                && layer.position == CGPoint(x: 10, y: 10)
            return view
        }

        #Preview("Strip", traits: .fixedLayout(width: 60, height: 60)) {
            let cell = StripCell()
            let other = UIView()
            cell.addSubview(other)
            other.translatesAutoresizingMaskIntoConstraints = false
            cell.variable = [other.widthAnchor.constraint(equalToConstant: 10)]
            NSLayoutConstraint.activate(cell.variable)
            let view: UIView = cell
            view.setNeedsUpdateConstraints()
            return swatch(cell.told == 1 && cell.variable.isEmpty && cell.needsUpdateConstraints())
        }

        // A showcase library's highlight: a snapshot of the target's region of its superview.
        #Preview("Snapshot", traits: .fixedLayout(width: 60, height: 60)) {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            parent.backgroundColor = .systemRed
            let target = UIView(frame: CGRect(x: 60, y: 0, width: 60, height: 60))
            target.backgroundColor = .systemGreen
            parent.addSubview(target)
            return parent.resizableSnapshotView(from: target.frame, afterScreenUpdates: false, withCapInsets: .zero) ?? swatch(false)
        }

        #Preview("Onboarding", traits: .fixedLayout(width: 60, height: 60)) {
            Intro()
        }

        #Preview("Deck", traits: .fixedLayout(width: 60, height: 60)) {
            let card = ListCard()
            let pager = Pager()
            pager.pageChosen = { name, index, animated in pager.chosen.append("\\(name) \\(index) \\(animated)") }
            pager.choose(2)
            let ok = trackedView(of: card) === card.list && trackedView(of: PlainCard()) == nil
                && trackedView(of: UIViewController()) == nil && inner(of: card) == nil
                && pager.chosen == ["tab 2 true", "again 2 false"]
            return swatch(ok)
        }

        """

    func testIdiomsOfTheEighteenthCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Corner.swift": Self.corner, "Strip.swift": Self.strip, "Deck.swift": Self.deck,
            "Onboarding.swift": Self.onboarding, "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-eighteenth-pkg", out: "viewlab-eighteenth-out", name: "Components",
            targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 5 PNGs, 0 failed"), result.stdout + result.stderr)
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in ["Corner", "Strip", "Deck", "Onboarding", "Snapshot"] {
            let png = out.appendingPathComponent("Previews/\(name).light-portrait.png")
            XCTAssertEqual(try colour(png, x: 30, y: 30), green, "\(name): a runtime check failed (red)")
        }
    }
}
