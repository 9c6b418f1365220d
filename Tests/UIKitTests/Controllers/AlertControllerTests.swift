import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `UIAlertController` drawn as iOS 17 draws it (`AlertView.Metrics`) and run as UIKit runs it.
@MainActor
final class AlertControllerTests: MediaClockTestCase {
    func test_alert_isA270PointCardInTheMiddle_overTheDimmedScreen_andAnActionDismissesThenRunsItsHandler() async throws
    {
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        let stage = makeStage(showing: screen)
        let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        var log: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                log.append("\(action.title ?? "") presented: \(alert.presentingViewController != nil)")
            })
        screen.present(alert, animated: false)
        stage.runTurn()
        let card = try XCTUnwrap(alert.view.subviews.first { $0.layer.cornerRadius == 14 })
        XCTAssertEqual(card.frame.width, 270)
        XCTAssertEqual(card.frame.midX, 196.5, accuracy: 0.5)
        XCTAssertEqual(card.frame.midY, 426, accuracy: 0.5)
        let buttons = card.subviews.compactMap { $0.subviews.first as? UIButton }
        XCTAssertEqual(
            buttons.map { $0.title(for: .normal) }, ["Cancel", "Delete"], "two actions side by side, cancel on the left"
        )
        XCTAssertEqual(buttons.map(\.frame.height), [44, 44])
        XCTAssertEqual(buttons[1].tintColor, .systemRed)

        let image = try stage.render(scale: 1)
        let outside = image.pixel(x: 20, y: 426)
        XCTAssertEqual(Double(outside.red), 255 * 0.8, accuracy: 2, "dimmed by black at 20 %")
        let inside = image.pixel(x: Int(card.frame.minX) + 20, y: Int(card.frame.minY) + 6)
        XCTAssertEqual([inside.red, inside.green, inside.blue], [242, 242, 247], "secondarySystemBackground")

        buttons[1].sendActions(for: .touchUpInside)
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertEqual(log, ["Delete presented: false"], "the handler runs after the dismissal")
        XCTAssertNil(screen.presentedViewController)
    }

    func test_actionSheet_sitsOnTheBottomSafeArea_withCancelInItsOwnCard() async throws {
        let screen = UIViewController()
        let stage = makeStage(showing: screen)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive))
        screen.present(sheet, animated: false)
        stage.runTurn()
        let cards = sheet.view.subviews.filter { $0.layer.cornerRadius == 14 }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(cards.count, 2)
        XCTAssertEqual(
            cards[1].frame, CGRect(x: 8, y: 852 - 34 - 57, width: 377, height: 57), "cancel on the bottom safe area")
        XCTAssertEqual(cards[0].frame.maxY, cards[1].frame.minY - 8)
        XCTAssertEqual(cards[0].frame.height, 2 * 57)
        XCTAssertEqual(
            cards[0].subviews.compactMap { ($0.subviews.first as? UIButton)?.title(for: .normal) }, ["Share", "Remove"])

        // An alert wrapper that colours the cancel row through its label's superview's superview
        // (UIKit's action view) reaches the row, not the card: the card keeps its background.
        func labels(in view: UIView) -> [UILabel] {
            view.subviews.flatMap { [$0 as? UILabel].compactMap { $0 } + labels(in: $0) }
        }
        let labels = labels(in: sheet.view)
        let cancelLabel = try XCTUnwrap(labels.first { $0.text == "Cancel" })
        XCTAssertFalse(cancelLabel.superview?.superview === cards[1])
        cancelLabel.superview?.superview?.backgroundColor = nil
        let image = try stage.render(scale: 1)
        let inside = image.pixel(x: 20, y: Int(cards[1].frame.minY) + 4)
        XCTAssertEqual(
            [inside.red, inside.green, inside.blue], [242, 242, 247], "the cancel card's secondarySystemBackground")
    }

    func test_textFields_areAlertsOnly_andShownInTheCard() async throws {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        XCTAssertEqual(alert.textFields?.count, 1)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        let screen = UIViewController()
        let stage = makeStage(showing: screen)
        screen.present(alert, animated: false)
        stage.runTurn()
        XCTAssertNotNil(alert.textFields?.first?.window)
    }

    /// The `contentViewController` key components set by key-value coding on the alert (typed as a
    /// `UIViewController`, as they hold it) to show their own controller between the header and the
    /// actions: its view across the card, as tall as its preferred content size.
    func test_aContentViewControllerSetByKeyValueCodingShowsBetweenTheHeaderAndTheActions() async throws {
        let list = UIViewController()
        list.view.backgroundColor = .systemGreen
        list.preferredContentSize = CGSize(width: 0, height: 120)
        let sheet: UIViewController = UIAlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
        (sheet as! UIAlertController).addAction(UIAlertAction(title: "Done", style: .default))
        sheet.setValue(list, forKey: "contentViewController")
        XCTAssertTrue(sheet.value(forKey: "contentViewController") as? UIViewController === list)
        XCTAssertTrue(list.parent === sheet)
        let screen = UIViewController()
        let stage = makeStage(showing: screen)
        screen.present(sheet, animated: false)
        stage.runTurn()
        let card = try XCTUnwrap(list.view.superview?.superview)
        let content = list.view.convert(list.view.bounds, to: card)
        XCTAssertEqual(content.height, 120)
        XCTAssertEqual(content.width, card.bounds.width)
        let done = try XCTUnwrap(card.subviews.compactMap { $0.subviews.first as? UIButton }.first)
        XCTAssertGreaterThanOrEqual(
            done.convert(done.bounds, to: card).minY, content.maxY, "the actions come after the content")
        let image = try stage.render(scale: 1)
        let middle = list.view.convert(CGPoint(x: list.view.bounds.midX, y: 60), to: nil)
        let pixel = image.pixel(x: Int(middle.x), y: Int(middle.y))
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [52, 199, 89], "the content controller's green view")
        screen.setValue("Home", forKey: "title")
        XCTAssertEqual(screen.title, "Home")
    }
}
