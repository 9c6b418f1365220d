import UIKit
import XCTest

/// The self-sizing table idiom — `intrinsicContentSize` that calls `layoutIfNeeded()` and returns
/// `contentSize`, the table in a stack view — works on iOS: UIKit does not re-enter its layout
/// engine from code the engine calls while solving. Here it used to recurse until the stack
/// overflowed; a layout run asked for while the engine solves now waits for the pass that is
/// solving, and the stack's arranged views get their frames from the stack alone, so the passes
/// settle (Apple, UIStackView: "the stack view manages the layout of all the views in its
/// arrangedSubviews property").
@MainActor
final class IntrinsicLayoutIfNeededTests: XCTestCase {
    final class IntrinsicTableView: UITableView {
        override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize {
            layoutIfNeeded()
            return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
        }
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func testATableSizedByItsContentInAStackView_laysOutWithoutRecursing() async {
        var reported: [UIView.Diagnostic] = []
        UIView.diagnosticHandler = { reported.append($0) }
        defer { UIView.diagnosticHandler = nil }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let title = UILabel()
        title.text = "Welcome"
        let rows = Rows()
        let table = IntrinsicTableView(frame: .zero, style: .plain)
        table.dataSource = rows
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(table)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(table.frame.width, 320)
        XCTAssertEqual(table.frame.height, 3 * 44, accuracy: 1, "the table is as tall as its three rows")
        XCTAssertEqual(table.frame.minY, title.frame.maxY, accuracy: 0.5)
        XCTAssertEqual(reported.map(\.kind), [], "the layout passes settle")
    }
}
