import Foundation
@testable import UIKit
import XCTest

/// A view pinned above a table's content with a constraint to the table's top edge, added the
/// old way with `addConstraint` (pull-to-refresh headers do this): the edge is the content
/// area's (TN2154), wherever the table is scrolled; its centre and width are the table's frame's
/// (Auto Layout Guide, "Working with Scroll Views"), so it is centred though the table's content
/// size does not come from Auto Layout.
@MainActor
final class ScrollEdgeConstraintTests: XCTestCase {
    func testAHeaderPinnedAboveTheContentStaysThereWhenTheInsetGrows() async {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        let window = makeWindow()
        let rows = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 55))
        table.insertSubview(header, at: 0)
        window.runTurn()
        header.translatesAutoresizingMaskIntoConstraints = false
        table.addConstraints([
            NSLayoutConstraint(
                item: header, attribute: .bottom, relatedBy: .equal, toItem: table, attribute: .top, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: header, attribute: .centerX, relatedBy: .equal, toItem: table, attribute: .centerX, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: header, attribute: .width, relatedBy: .equal, toItem: table, attribute: .width, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: header, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 55),
        ])
        window.runTurn()
        XCTAssertEqual(header.frame.maxY, 0, "above the content")
        XCTAssertEqual(header.frame.minX, 0)
        XCTAssertEqual(header.frame.width, table.bounds.width)
        UIView.animate(withDuration: 0.2) { table.contentInset.top = 55 }
        window.runTurn()
        XCTAssertEqual(table.contentOffset.y, -table.adjustedContentInset.top)
        XCTAssertEqual(header.frame.maxY, 0, "still above the content, now in view")
    }
}
