import UIKit
import XCTest

/// A dialog card built the way custom alert components build theirs: a vertical stack centred on
/// the screen holding a visual effect view (the blurred card) whose content view holds a second
/// stack of two scroll views — the message, and a row of buttons added after the card first laid
/// out. Each scroll view's content is tied to the scroll view's own height at a low priority
/// (`content.height == scrollView.height`, 251), so the scroll view is as tall as its content.
/// On iOS all of it is one constraint system and the card is as tall as the message plus the
/// buttons; before, the card measured 0 pt (the scroll views had no size of their own, the effect
/// view none either) and, once sized, kept the height it had before its buttons were added.
@MainActor
final class UIStackViewDialogCardTests: XCTestCase {
    private struct Card {
        let root: UIView
        let card: UIVisualEffectView
        let messageScroll: UIScrollView
        let buttonScroll: UIScrollView
        let buttonRow: UIStackView
    }

    /// A scroll view whose one content view is pinned to its content area, as wide as it, and as
    /// tall as it at `priority`.
    private func scrollView(holding content: UIView, priority: Float) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let height = content.heightAnchor.constraint(equalTo: scroll.heightAnchor)
        height.priority = UILayoutPriority(priority)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor), height,
        ])
        return scroll
    }

    /// A 300 × 400 screen; the card is 240 wide, centred; the message is a 200 × 60 green block
    /// with 10 pt around it (80 pt tall).
    private func makeCard() -> Card {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        root.backgroundColor = .white
        let message = UIView()
        let block = SizedView(200, 60, color: .green)
        block.translatesAutoresizingMaskIntoConstraints = false
        message.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: message.topAnchor, constant: 10),
            block.bottomAnchor.constraint(equalTo: message.bottomAnchor, constant: -10),
            block.centerXAnchor.constraint(equalTo: message.centerXAnchor),
        ])
        let buttonRow = UIStackView()
        buttonRow.distribution = .fillEqually
        let messageScroll = scrollView(holding: message, priority: 251)
        let buttonScroll = scrollView(holding: buttonRow, priority: 250)
        let inner = UIStackView(arrangedSubviews: [messageScroll, buttonScroll])
        inner.axis = .vertical
        inner.translatesAutoresizingMaskIntoConstraints = false
        let card = UIVisualEffectView(effect: nil)
        card.backgroundColor = .blue
        card.contentView.addSubview(inner)
        let outer = UIStackView(arrangedSubviews: [card])
        outer.axis = .vertical
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: card.contentView.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.contentView.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor),
            outer.widthAnchor.constraint(equalToConstant: 240),
            outer.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            outer.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        return Card(
            root: root, card: card, messageScroll: messageScroll, buttonScroll: buttonScroll, buttonRow: buttonRow)
    }

    func testAScrollViewWhoseContentIsTiedToItsHeightIsAsTallAsItsContentInAStack() async {
        let c = makeCard()
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.messageScroll.frame, CGRect(x: 0, y: 0, width: 240, height: 80))
        XCTAssertEqual(
            c.card.convert(c.card.bounds, to: c.root), CGRect(x: 30, y: 160, width: 240, height: 80),
            "the effect view is as tall as its content, centred: (400 - 80) / 2")
    }

    func testButtonsAddedLaterGrowTheCardThatHoldsThem() async {
        let c = makeCard()
        c.root.layoutIfNeeded()
        for _ in 0..<2 { c.buttonRow.addArrangedSubview(SizedView(60, 44, color: .red)) }
        c.root.setNeedsLayout()
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.buttonScroll.frame, CGRect(x: 0, y: 80, width: 240, height: 44))
        XCTAssertEqual(
            c.card.convert(c.card.bounds, to: c.root), CGRect(x: 30, y: 138, width: 240, height: 124), "(400 - 124) / 2"
        )
    }

    func testTheCardIsDrawnWithItsMessageAndItsButtons() async throws {
        let c = makeCard()
        c.root.layoutIfNeeded()
        for _ in 0..<2 { c.buttonRow.addArrangedSubview(SizedView(60, 44, color: .red)) }
        c.root.setNeedsLayout()
        c.root.layoutIfNeeded()
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 300, height: 400, bitsPerComponent: 8, bytesPerRow: 1200,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 400)
        context.scaleBy(x: 1, y: -1)
        c.root.layer.render(in: context)
        let image = try XCTUnwrap(context.makeImage())
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let p = image.pixel(x: x, y: y)
            return [p.red, p.green, p.blue]
        }
        XCTAssertEqual(rgb(150, 140), [0, 0, 255], "the card's top margin, above the message")
        XCTAssertEqual(rgb(150, 178), [0, 255, 0], "the message")
        XCTAssertEqual(rgb(100, 240), [255, 0, 0], "a button")
        XCTAssertEqual(rgb(150, 130), [255, 255, 255], "the screen above the card")
        XCTAssertEqual(rgb(150, 270), [255, 255, 255], "the screen below the card")
    }
}
