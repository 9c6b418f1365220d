import Foundation
import ImageIO
import TestSupport
import XCTest

/// UIKit Dynamics and a text input's tokenizer through the real `viewlab export --package`, in
/// the styles measured in open-source components (a springy flow layout held by its animator, a
/// falling badge with gravity and collisions, a text view that hit-tests its links through the
/// tokenizer). The physics runs on the export's media clock: `--time 1` shows where one second of
/// it put the items, and a static export shows them where they started.
final class DynamicsExportTests: XCTestCase {
    static let sources = """
        import UIKit

        final class FallingBadge: UIView {
            let badge = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            lazy var animator = UIDynamicAnimator(referenceView: self)

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                badge.backgroundColor = .systemBlue
                addSubview(badge)
                let collision = UICollisionBehavior(items: [badge])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(UIGravityBehavior(items: [badge]))
                animator.addBehavior(collision)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        open class SpringyLayout: UICollectionViewFlowLayout {
            private lazy var animator: UIDynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

            open override func prepare() {
                super.prepare()
                guard let view = collectionView, animator.behaviors.isEmpty,
                      let items = super.layoutAttributesForElements(in: view.bounds.insetBy(dx: -200, dy: -200)) else { return }
                for item in items {
                    let behavior = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                    behavior.damping = 0.7
                    behavior.frequency = 1.5
                    animator.addBehavior(behavior)
                }
            }

            open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
            }

            open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
            }
        }

        final class Cells: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.backgroundColor = .systemGreen
                return cell
            }
        }

        final class LinkText: UITextView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                guard super.point(inside: point, with: event) else { return false }
                guard let pos = closestPosition(to: point),
                      let range = tokenizer.rangeEnclosingPosition(pos, with: .character, inDirection: UITextDirection(rawValue: 3)) else {
                    return false
                }
                let startIndex = offset(from: beginningOfDocument, to: range.start)
                return attributedText.attribute(.link, at: startIndex, effectiveRange: nil) != nil
            }
        }

        final class Swatch: UIView {
            var ok = false
            override func draw(_ rect: CGRect) {
                (ok ? UIColor.systemGreen : UIColor.systemRed).setFill()
                UIRectFill(bounds)
            }
        }

        let cells = Cells()

        #Preview("Falling", traits: .fixedLayout(width: 60, height: 60)) {
            FallingBadge(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        #Preview("Springy", traits: .fixedLayout(width: 60, height: 60)) {
            let layout = SpringyLayout()
            layout.itemSize = CGSize(width: 60, height: 25)
            layout.minimumLineSpacing = 10
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 60, height: 60), collectionViewLayout: layout)
            view.backgroundColor = .white
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = cells
            return view
        }

        #Preview("Links", traits: .fixedLayout(width: 60, height: 60)) {
            let text = LinkText(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            let string = NSMutableAttributedString(string: "Read terms", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            string.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 5, length: 5))
            text.attributedText = string
            text.layoutIfNeeded()
            let onLink = text.caretRect(for: text.position(from: text.beginningOfDocument, offset: 7)!).midY
            let linkX = text.caretRect(for: text.position(from: text.beginningOfDocument, offset: 7)!).midX
            let plainX = text.caretRect(for: text.position(from: text.beginningOfDocument, offset: 2)!).midX
            let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            swatch.ok = text.point(inside: CGPoint(x: linkX, y: onLink), with: nil)
                && !text.point(inside: CGPoint(x: plainX, y: onLink), with: nil)
            return swatch
        }

        """

    func export(_ package: URL, time: [String]) throws -> URL {
        let out = try ViewLabBinary.temporaryDirectory("viewlab-dynamics-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"] + time, in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 3 PNGs, 0 failed"), result.stdout + result.stderr)
        return out
    }

    func testDynamicsRunOnTheExportClock_andTheTokenizerFindsLinks() throws {
        let package = try LiveFixtures.package(
            "viewlab-dynamics-pkg", name: "Dynamics", targets: ["Dynamics": ["Dynamics.swift": Self.sources]])
        let still = try export(package, time: [])
        let later = try export(package, time: ["--time", "1"])
        func shot(_ out: URL, _ name: String) -> URL {
            out.appendingPathComponent("Dynamics/\(name).light-portrait.png")
        }
        let blue: [UInt8] = [0x00, 0x7A, 0xFF], white: [UInt8] = [0xFF, 0xFF, 0xFF],
            green: [UInt8] = [0x34, 0xC7, 0x59]
        XCTAssertEqual(
            try colour(shot(still, "Falling"), x: 30, y: 10), blue, "at time 0 the badge is where it started")
        XCTAssertEqual(try colour(shot(still, "Falling"), x: 30, y: 50), white)
        XCTAssertEqual(
            try colour(shot(later, "Falling"), x: 30, y: 10), white, "a second of gravity later it has fallen")
        XCTAssertEqual(try colour(shot(later, "Falling"), x: 30, y: 50), blue, "and rests on the bottom edge")
        for out in [still, later] {
            XCTAssertEqual(try colour(shot(out, "Springy"), x: 30, y: 12), green, "springs at rest hold the first cell")
            XCTAssertEqual(try colour(shot(out, "Springy"), x: 30, y: 30), white, "the line spacing")
            XCTAssertEqual(try colour(shot(out, "Springy"), x: 30, y: 47), green, "and the second")
        }
        XCTAssertEqual(try colour(shot(still, "Links"), x: 30, y: 30), green, "the link hit test failed (red)")
    }
}
