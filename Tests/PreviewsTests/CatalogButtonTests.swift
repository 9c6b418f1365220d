@testable import Playgrounds
import UIKit
import ViewLabRender
import XCTest

/// The catalog's button lessons (`BadgeButton`, `ExpandedHitButton`, `OverhangHitTestingView`),
/// exercised the way the product runs them: on a real `Stage` (window, run-loop turns) with
/// touches injected through the window.
@MainActor
final class CatalogButtonTests: XCTestCase {
    /// A window-hosted stage with `view` on it (each test makes its own: `Stage` sets `UIScreen.main`).
    private func stage(with view: UIView) -> Stage {
        let stage = Stage(device: .iPhone15)
        stage.root.addSubview(view)
        stage.runTurn()
        return stage
    }

    /// Counts the actions `control` sends for `event`.
    private func counter(on control: UIControl, for event: UIControl.Event) -> () -> Int {
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: event)
        return { count }
    }

    // MARK: - BadgeButton

    func testBadgeTextHiddenAtZeroAndCappedAboveNinetyNine() async {
        let button = BadgeButton(title: "Inbox")
        XCTAssertTrue(button.badgeLabel.isHidden, "no badge at 0")
        XCTAssertEqual(button.badgeSize, .zero)
        button.count = 5
        XCTAssertFalse(button.badgeLabel.isHidden)
        XCTAssertEqual(button.badgeLabel.text, "5")
        XCTAssertEqual(button.accessibilityValue, "5")
        button.count = 99
        XCTAssertEqual(button.badgeLabel.text, "99")
        button.count = 100
        XCTAssertEqual(button.badgeLabel.text, "99+")
        button.count = -3
        XCTAssertTrue(button.badgeLabel.isHidden, "negative counts hide the badge")
        XCTAssertNil(BadgeButton.badgeText(for: 0))
        XCTAssertEqual(BadgeButton.badgeText(for: 1_000_000), "99+")
    }

    func testBadgeIsACapsuleAtLeastAsWideAsItIsTall() async {
        let one = BadgeButton(title: "Inbox", count: 5)
        XCTAssertEqual(
            one.badgeSize, CGSize(width: BadgeButton.badgeHeight, height: BadgeButton.badgeHeight),
            "one digit: a circle")
        let many = BadgeButton(title: "Inbox", count: 100)
        XCTAssertGreaterThan(many.badgeSize.width, one.badgeSize.width + 8, "\"99+\" is wider")
        XCTAssertEqual(many.badgeSize.height, BadgeButton.badgeHeight)
    }

    func testIntrinsicSizeGrowsToMakeRoomForTheBadge() async {
        let button = BadgeButton(title: "Inbox")
        let plain = button.intrinsicContentSize
        button.count = 5
        let withBadge = button.intrinsicContentSize
        XCTAssertEqual(
            withBadge.width, plain.width + BadgeButton.badgeHeight / 2, accuracy: 0.01,
            "half the badge sticks out to the right")
        XCTAssertEqual(
            withBadge.height, plain.height + BadgeButton.badgeHeight / 2, accuracy: 0.01, "and half of it above")
        button.count = 100
        XCTAssertGreaterThan(button.intrinsicContentSize.width, withBadge.width, "a wider badge needs more room")
        XCTAssertEqual(button.intrinsicContentSize.height, withBadge.height, accuracy: 0.01)
        button.count = 0
        XCTAssertEqual(button.intrinsicContentSize, plain, "the room goes away with the badge")
        XCTAssertEqual(button.sizeThatFits(.zero), plain)
    }

    func testBadgeSitsOnTheTopRightCornerOfTheVisibleButton() async {
        let button = BadgeButton(title: "Inbox", count: 5)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 100, y: 300)
        _ = stage(with: button)
        let bounds = button.bounds
        let badge = button.badgeLabel.frame
        let side = BadgeButton.badgeHeight
        XCTAssertEqual(side, 20)
        XCTAssertEqual(badge.size, CGSize(width: side, height: side), "one digit: a circle")
        XCTAssertEqual(badge.maxX, bounds.maxX, accuracy: 0.01, "flush with the right edge")
        XCTAssertEqual(badge.minY, bounds.minY, accuracy: 0.01, "flush with the top edge")
        XCTAssertTrue(bounds.contains(badge), "inside the bounds, so it can be tapped")
        XCTAssertEqual(button.badgeLabel.layer.cornerRadius, side / 2, accuracy: 0.01, "a capsule")
        // The visible (configuration) background is inset by half the badge: the badge's centre
        // is its top-right corner.
        let background = button.configuration?.background.backgroundInsets
        XCTAssertEqual(background?.top ?? -1, side / 2, accuracy: 0.01)
        XCTAssertEqual(background?.trailing ?? -1, side / 2, accuracy: 0.01)
        XCTAssertEqual(badge.midX, bounds.maxX - side / 2, accuracy: 0.01)
        XCTAssertEqual(badge.midY, bounds.minY + side / 2, accuracy: 0.01)
        XCTAssertTrue(button.subviews.last === button.badgeLabel, "drawn over the button's content")
    }

    func testANewConfigurationGetsTheBadgeRoomAtTheNextUpdate() async {
        let button = BadgeButton(title: "Inbox", count: 5)
        button.frame = CGRect(x: 100, y: 300, width: 160, height: 50)
        let stage = stage(with: button)
        var filled = UIButton.Configuration.filled()
        filled.title = "Messages"
        button.configuration = filled
        XCTAssertEqual(button.configuration?.background.backgroundInsets.top, 0, "not yet: updates run before layout")
        stage.runTurn()
        let insets = button.configuration?.background.backgroundInsets
        XCTAssertEqual(
            insets?.top ?? -1, BadgeButton.badgeHeight / 2, accuracy: 0.01, "updateConfiguration() made room again")
        XCTAssertEqual(insets?.trailing ?? -1, BadgeButton.badgeHeight / 2, accuracy: 0.01)
        XCTAssertEqual(button.configuration?.contentInsets.top ?? -1, 7 + BadgeButton.badgeHeight / 2, accuracy: 0.01)
        stage.runTurn()
        XCTAssertEqual(
            button.configuration?.contentInsets.top ?? -1, 7 + BadgeButton.badgeHeight / 2, accuracy: 0.01,
            "made once, not again each update")
    }

    func testTapOnTheBadgeFiresTheButton() async {
        let button = BadgeButton(title: "Inbox", count: 100)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 100, y: 300)
        let stage = stage(with: button)
        let taps = counter(on: button, for: .touchUpInside)
        XCTAssertFalse(button.badgeLabel.isUserInteractionEnabled)
        let badge = button.badgeLabel
        let onBadge = badge.convert(CGPoint(x: badge.bounds.midX, y: badge.bounds.midY), to: nil)
        let path = stage.window.tap(at: onBadge)
        XCTAssertTrue(path.last === button, UIWindow.describePath(path))
        XCTAssertEqual(taps(), 1)
    }

    func testDisabledButtonDimsItsBadgeAndIgnoresTaps() async {
        let button = BadgeButton(title: "Inbox", count: 5)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 100, y: 300)
        let stage = stage(with: button)
        let taps = counter(on: button, for: .touchUpInside)
        button.isEnabled = false
        XCTAssertEqual(button.badgeLabel.alpha, 0.5, accuracy: 0.001)
        stage.window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        XCTAssertEqual(taps(), 0)
    }

    // MARK: - ExpandedHitButton

    func testTouchAreaIsAtLeastFortyFourPoints() async {
        let small = ExpandedHitButton(systemImageName: "xmark")
        XCTAssertEqual(small.bounds.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(small.touchArea, CGRect(x: -10, y: -10, width: 44, height: 44))
        let big = ExpandedHitButton(systemImageName: "xmark", side: 60)
        XCTAssertEqual(big.touchArea, big.bounds, "already big enough: the bounds as they are")
        let wide = ExpandedHitButton(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(wide.touchArea, CGRect(x: 0, y: -12, width: 100, height: 44), "only the short side grows")
    }

    func testTapEightPointsOutsideTheIconLandsOnTheButton() async {
        let button = ExpandedHitButton(systemImageName: "xmark")
        button.frame.origin = CGPoint(x: 150, y: 300)
        let stage = stage(with: button)
        let taps = counter(on: button, for: .touchUpInside)
        let near = stage.window.tap(at: CGPoint(x: button.frame.maxX + 8, y: button.frame.midY))
        XCTAssertTrue(near.last === button, UIWindow.describePath(near))
        XCTAssertEqual(taps(), 1)
        let above = stage.window.tap(at: CGPoint(x: button.frame.midX, y: button.frame.minY - 8))
        XCTAssertTrue(above.last === button, UIWindow.describePath(above))
        XCTAssertEqual(taps(), 2)
        let far = stage.window.tap(at: CGPoint(x: button.frame.maxX + 30, y: button.frame.midY))
        XCTAssertFalse(far.contains { $0 === button }, UIWindow.describePath(far))
        XCTAssertEqual(taps(), 2, "30 pt outside is not the button")
    }

    // MARK: - OverhangHitTestingView

    /// A 200 × 120 card at (100, 300) of `cardClass` with a 24 pt close button centred on its
    /// top-right corner (half of it outside the card).
    private func cardScene(_ card: UIView) -> (Stage, ExpandedHitButton, () -> Int) {
        card.frame = CGRect(x: 100, y: 300, width: 200, height: 120)
        let close = ExpandedHitButton(systemImageName: "xmark")
        close.center = CGPoint(x: card.bounds.maxX, y: card.bounds.minY)
        card.addSubview(close)
        let stage = stage(with: card)
        return (stage, close, counter(on: close, for: .touchUpInside))
    }

    func testButtonOutsideAPlainParentIsOnlyHitInside() async {
        let card = UIView()
        let (stage, close, taps) = cardScene(card)
        let inside = close.convert(CGPoint(x: 6, y: 18), to: nil)  // lower-left quarter: inside the card
        let outside = close.convert(CGPoint(x: 18, y: 6), to: nil)  // upper-right quarter: outside
        XCTAssertTrue(stage.window.tap(at: inside).last === close)
        XCTAssertEqual(taps(), 1)
        let path = stage.window.tap(at: outside)
        XCTAssertFalse(
            path.contains { $0 === close },
            "the card says no before the button is asked: \(UIWindow.describePath(path))")
        XCTAssertFalse(path.contains { $0 === card })
        XCTAssertEqual(taps(), 1)
    }

    func testParentThatOverridesPointInsideLetsTheOutsidePartBeHit() async {
        let card = OverhangHitTestingView()
        let (stage, close, taps) = cardScene(card)
        let outside = close.convert(CGPoint(x: 18, y: 6), to: nil)
        let path = stage.window.tap(at: outside)
        XCTAssertTrue(path.last === close, UIWindow.describePath(path))
        XCTAssertEqual(taps(), 1)
        // The button's own grown area counts too: 8 pt beyond its right edge, outside the card.
        let beyond = close.convert(CGPoint(x: 24 + 8, y: 4), to: nil)
        XCTAssertTrue(stage.window.tap(at: beyond).last === close)
        XCTAssertEqual(taps(), 2)
        // Elsewhere outside the card is still outside.
        let away = card.convert(CGPoint(x: -20, y: -20), to: nil)
        XCTAssertFalse(stage.window.tap(at: away).contains { $0 === card })
        close.isHidden = true
        XCTAssertFalse(card.point(inside: card.convert(outside, from: nil), with: nil), "hidden subviews do not count")
    }
}
