import Foundation
@_spi(ViewLab) import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// A mail-style table: a trailing Delete and Archive on every row.
private final class MailRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
            UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) },
        ])
    }
}

/// `:swipe`.
@MainActor
final class CommandsSwipeTests: XCTestCase {
    func testSwipeRevealsARowsActionsAndOffClosesThem() async {
        let shell = ShellHarness()
        let rows = MailRows()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        shell.stage.root.addSubview(table)
        shell.bind("table", table)
        XCTAssertEqual(shell.output(":swipe table 2"), "table row 0.2: [Delete] [Archive]\n")
        XCTAssertEqual(table.revealedSwipeTitles, ["Delete", "Archive"])
        XCTAssertLessThan(
            table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX ?? 0, -100, "the row moved aside")
        XCTAssertEqual(shell.output(":swipe table off"), "swipe actions closed\n")
        XCTAssertNil(table.revealedSwipeTitles)
        XCTAssertTrue(shell.error(":swipe table 2 leading").contains("row 2 of 'table' has no leading swipe actions"))
        XCTAssertTrue(shell.error(":swipe table x").contains("expected a row number or SECTION.ROW, got 'x'"))
        XCTAssertTrue(shell.error(":swipe root 1").contains("'root' is a"))
    }
}
