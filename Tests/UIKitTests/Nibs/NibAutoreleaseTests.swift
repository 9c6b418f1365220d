import Foundation
import TestSupport
@testable import UIKit
import XCTest

/// What Objective-C returns autoreleased lives to the end of the run loop's turn: a nib's
/// top-level objects (a picker's `NibView` keeps its content in a `weak var view: UIView!`
/// assigned from `instantiate(…).first` and only then adds it as a subview) and a view removed
/// from its superview that only a `weak` outlet holds (a tab header removes its bar and adds it
/// again), and a constraint deactivated through a `weak` outlet whose constant is read back in
/// the same turn (an alert cell's title/subtitle margins). Our own fixtures; the views' tests check
/// the pixels of the view that must have survived.
@MainActor
final class NibAutoreleaseTests: XCTestCase {
    /// A view that loads its content from a nib into a weak reference, as the style is written.
    final class LoadedCard: UIView {
        weak var content: UIView!
        init(frame: CGRect, nib: UINib) {
            super.init(frame: frame)
            content = nib.instantiate(withOwner: self, options: nil).first as? UIView
            content.frame = bounds
            addSubview(content)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    static let greenCard = NibFixture.document(
        """
                <view contentMode="scaleToFill" id="card-root">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="40"/>
                    <color key="backgroundColor" red="0.0" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
        """)

    func testANibsTopLevelViewHeldWeaklyLivesUntilItIsAddedAndThenWithItsSuperview() async throws {
        let window = makeWindow()
        window.backgroundColor = .white
        let nib = UINib(data: Data(Self.greenCard.utf8), bundle: nil)
        let card = LoadedCard(frame: CGRect(x: 10, y: 10, width: 60, height: 40), nib: nib)
        window.addSubview(card)
        let image = try renderTurn(window)
        XCTAssertNotNil(card.content, "the superview holds it after the turn")
        let inside = pixel(image, CGPoint(x: 40, y: 30), scale: 3)
        XCTAssertEqual([inside.red, inside.green, inside.blue], [0, 204, 0], "the nib's green content is drawn")
    }

    func testANibsTopLevelObjectsNobodyKeepsAreFreedAtTheEndOfTheTurn() async throws {
        let window = makeWindow()
        weak var loose: UIView?
        do {
            let nib = UINib(data: Data(Self.greenCard.utf8), bundle: nil)
            loose = nib.instantiate(withOwner: nil, options: nil).first as? UIView
        }
        XCTAssertNotNil(loose, "autoreleased: alive during the turn that loaded it")
        window.runTurn()
        XCTAssertNil(loose, "released when the turn's pool drains")
    }

    /// A bar removed from its container and added again in the same turn, held only weakly.
    func testARemovedViewHeldWeaklyCanBeAddedAgainInTheSameTurn() async throws {
        let window = makeWindow()
        window.backgroundColor = .white
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        weak var bar: UIView?
        do {
            let made = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
            made.backgroundColor = .systemRed
            first.addSubview(made)
            bar = made
        }
        bar?.removeFromSuperview()
        XCTAssertNotNil(bar, "a removed view lives to the end of the turn")
        second.addSubview(bar!)
        let image = try renderTurn(window)
        XCTAssertNotNil(bar)
        let red = pixel(image, CGPoint(x: 130, y: 20), scale: 3)
        XCTAssertGreaterThan(red.red, 200)
        XCTAssertLessThan(red.green, 100, "the bar is drawn in its new container")

        bar?.removeFromSuperview()
        window.runTurn()
        XCTAssertNil(bar, "removed and not added again: freed when the turn ends")
    }

    /// `bottom?.isActive = false` then `bottom?.constant` in the same turn: still there; gone after.
    func testADeactivatedConstraintHeldWeaklyIsReadableUntilTheEndOfTheTurn() async throws {
        let window = makeWindow()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        window.addSubview(cell)
        weak var bottom: NSLayoutConstraint?
        do {
            let made = cell.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 20)
            made.isActive = true
            bottom = made
        }
        XCTAssertNotNil(bottom, "the view holds an active constraint")
        bottom?.isActive = false
        bottom?.constant = 8
        XCTAssertEqual(bottom?.constant, 8, "deactivated, it lives to the end of the turn")
        XCTAssertFalse(cell.constraints.contains { $0 === bottom })
        window.runTurn()
        XCTAssertNil(bottom, "released when the turn's pool drains")
    }
}
