import Foundation
@_spi(ViewLab) @testable import UIKit
import XCTest

/// A delegate of the iOS 8 era: row actions from `editActionsForRowAt`, a context menu
/// configuration, and no trailing swipe configuration.
@MainActor
private final class LegacyInbox: NSObject, UITableViewDataSource, UITableViewDelegate {
    var archived: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Mail \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { [weak self] _, indexPath in
            self?.archived.append(indexPath)
        }
        archive.backgroundColor = .systemPurple
        return [delete, archive]
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [])
        }
    }
}

/// `UITableViewRowAction` (iOS 8, deprecated in iOS 13 but in the SDK) and
/// `UIContextMenuConfiguration` (iOS 13), as the table delegate's questions use them.
@MainActor
final class TableRowActionTests: XCTestCase {
    /// Without a trailing configuration the row actions are the swipe buttons, first nearest the
    /// trailing edge, in their colours; a tap calls the handler with the row's index path.
    func testRowActionsAreTheSwipeButtonsWhenThereIsNoTrailingConfiguration() async throws {
        let window = makeWindow()
        let model = LegacyInbox()
        let table = showTable(model, identifier: "cell", in: window)
        XCTAssertTrue(table.revealSwipeActions(forRowAt: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(table.revealedSwipeTitles, ["Delete", "Archive"])
        XCTAssertEqual(UITableViewRowAction.Style.destructive, .default)
        XCTAssertEqual(UITableViewRowAction(style: .default, title: nil) { _, _ in }.backgroundColor, .systemRed)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let deleteWidth =
            -cell.frame.minX
            - SwipeActionsView.width(of: UIContextualAction(style: .normal, title: "Archive") { _, _, _ in })
        let y = cell.frame.midY
        _ = window.tap(at: table.convert(CGPoint(x: table.bounds.maxX - deleteWidth - 20, y: y), to: window))
        window.runTurn()
        XCTAssertEqual(model.archived, [IndexPath(row: 1, section: 0)])
        XCTAssertNil(table.revealedSwipeTitles, "the actions close")
    }

    /// A context menu configuration keeps what it was given, and a unique identifier when given none.
    func testContextMenuConfigurationKeepsItsProviders() async {
        let model = LegacyInbox()
        let table = UITableView()
        let configuration = model.tableView(
            table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        XCTAssertEqual(configuration?.identifier as? NSString, "row 2")
        XCTAssertNil(configuration?.previewProvider)
        XCTAssertNotNil(configuration?.actionProvider?([]))
        let a = UIContextMenuConfiguration(), b = UIContextMenuConfiguration()
        XCTAssertNotEqual(a.identifier as? NSString, b.identifier as? NSString)
    }
}
