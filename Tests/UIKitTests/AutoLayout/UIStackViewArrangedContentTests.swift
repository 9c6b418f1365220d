import UIKit
import XCTest

/// What is constrained inside an arranged view is solved against the size the stack gives that
/// view: on iOS the stack places its arranged views with constraints, so a marker centred in a
/// row of a `.fillEqually` stack sits at the row's middle (a menu's icon and title, a list
/// placeholder's lines). Before, the rows' contents were solved at a zero height and sat on the
/// rows' top edges.
@MainActor
final class UIStackViewArrangedContentTests: XCTestCase {
    /// Three rows of a vertical `.fillEqually` stack (4 pt insets in a 160 × 150 card), each with
    /// a 10 × 10 red marker centred vertically, 20 pt from the leading edge.
    private func card() -> (root: UIView, rows: [UIView], markers: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.distribution = .fillEqually
        container.addSubview(stack)
        var rows: [UIView] = [], markers: [UIView] = []
        for _ in 0..<3 {
            let row = UIView()
            let marker = SizedView(10, 10, color: .red)
            marker.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(marker)
            NSLayoutConstraint.activate([
                marker.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 20),
                marker.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            stack.addArrangedSubview(row)
            rows.append(row)
            markers.append(marker)
        }
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 160),
            container.heightAnchor.constraint(equalToConstant: 150),
            stack.leftAnchor.constraint(equalTo: container.leftAnchor),
            stack.rightAnchor.constraint(equalTo: container.rightAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
        ])
        return (root, rows, markers)
    }

    func testContentCentredInFillEquallyRowsSitsAtEachRowsMiddle() async {
        let (root, rows, markers) = card()
        root.layoutIfNeeded()
        // 142 pt shared by three rows: 47.33 each (frames on the pixel grid of the screen).
        for (i, (row, marker)) in zip(rows, markers).enumerated() {
            XCTAssertEqual(row.frame.height, 142.0 / 3, accuracy: 0.5, "row \(i)")
            XCTAssertEqual(marker.frame.midY, row.bounds.midY, accuracy: 0.5, "marker \(i) centred in its row")
            XCTAssertEqual(marker.frame.minX, 20)
        }
    }

    func testCentredContentIsDrawnAtTheRowsMiddle() async throws {
        let (root, rows, _) = card()
        root.layoutIfNeeded()
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 800,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 1, y: -1)
        root.layer.render(in: context)
        let image = try XCTUnwrap(context.makeImage())
        for row in rows {
            let middle = row.convert(CGPoint(x: 25, y: row.bounds.midY), to: root)
            let top = row.convert(CGPoint(x: 25, y: 1), to: root)
            let inside = image.pixel(x: Int(middle.x), y: Int(middle.y))
            let above = image.pixel(x: Int(top.x), y: Int(top.y))
            XCTAssertEqual([inside.red, inside.green, inside.blue], [255, 0, 0], "the marker at the row's middle")
            XCTAssertEqual([above.red, above.green, above.blue], [255, 255, 255], "nothing on the row's top edge")
        }
    }

    func testARequiredHeightOfTheUsersStillWinsInsideTheRow() async {
        let (root, rows, markers) = card()
        rows[0].heightAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        // The stack still gives every row an equal share; the engine solves the first row's
        // content at the user's required 30 pt (no unsatisfiable-constraint break).
        XCTAssertEqual(markers[0].frame.midY, 15, accuracy: 0.5)
        XCTAssertEqual(markers[1].frame.midY, rows[1].bounds.midY, accuracy: 0.5)
    }
    /// A multi-line label in a centred vertical stack whose width is bounded by the superview
    /// (a status alert's message): on iOS the stack keeps the label within its width and the
    /// label's automatic `preferredMaxLayoutWidth` wraps it there, so the stack grows by the
    /// second line. Before, the stack measured the label on one line and cut it.
    func testAWrappingLabelInACentredVerticalStackWrapsAtTheStacksWidth() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = UIStackView()
        (stack.axis, stack.alignment) = (.vertical, .center)
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        // Centred, at least 20 pt from each side: the width comes from `≤` constraints only.
        let sides = [
            stack.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 20),
            stack.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -20),
        ]
        NSLayoutConstraint.activate(
            sides + [
                stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        let title = UILabel()
        title.text = "Loved"
        let message = UILabel()
        message.numberOfLines = 0
        message.textAlignment = .center
        message.text = "We will recommend more like this in For You, and more"
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(message)
        root.layoutIfNeeded()
        let oneLine = message.font.lineHeight
        XCTAssertLessThanOrEqual(message.frame.width, 260)
        XCTAssertGreaterThan(message.frame.height, 1.5 * oneLine, "wrapped onto a second line")
        XCTAssertEqual(
            message.frame.height,
            message.sizeThatFits(CGSize(width: message.frame.width, height: .greatestFiniteMagnitude)).height,
            accuracy: 1)
        XCTAssertEqual(
            stack.frame.height, title.frame.height + message.frame.height, accuracy: 1,
            "the stack grew by the extra line")
    }
}
