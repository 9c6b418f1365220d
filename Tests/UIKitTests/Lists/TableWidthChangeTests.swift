import Foundation
@testable import UIKit
import XCTest

/// A table whose width changes (an alert card narrowed to its style's width, a rotation) lays its
/// visible cells out again without asking the data source for them: what code did to a visible
/// cell after `cellForRowAt` stays, and `cellForRowAt` is asked once per row until a reload.
@MainActor
final class TableWidthChangeTests: XCTestCase {
    final class CountingSource: NSObject, UITableViewDataSource {
        var asked: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemRed
            return cell
        }
    }

    func testANewWidthKeepsTheVisibleCellsAndAReloadAsksAgain() async throws {
        let window = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = CountingSource()
        table.dataSource = source
        window.addSubview(table)
        window.runTurn()
        XCTAssertEqual(source.asked.count, 3)
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        first.contentView.backgroundColor = .systemGreen  // what code did after cellForRowAt

        table.frame.size.width = 200
        let image = try renderTurn(window)
        XCTAssertEqual(source.asked.count, 3, "the data source is not asked again for visible rows")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        XCTAssertEqual(first.frame.width, 200, "the cell is laid out at the new width")
        let middle = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: window)
        let drawn = pixel(image, middle, scale: window.screen.scale)
        XCTAssertGreaterThan(drawn.green, 150, "the change made to the visible cell is still drawn")
        XCTAssertLessThan(drawn.red, 120)

        table.reloadData()
        window.runTurn()
        XCTAssertEqual(source.asked.count, 6, "a reload asks for every visible row again")
    }
}
