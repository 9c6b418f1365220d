import Foundation
@testable import UIKit
import XCTest

/// `UISearchController` as Apple documents it, in the style of a country picker's list (the
/// controller's bar as the table's header, the list filtered by the updater): editing the bar
/// activates it, every change of the text asks the updater, Cancel clears the text and
/// deactivates it; the delegate hears will/did present and dismiss around each change.
@MainActor
final class UISearchControllerTests: XCTestCase {
    final class FilteringList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let all = ["Ghana", "Greece", "Nigeria", "Norway", "Peru"]
        var shown: [String] = []
        var log: [String] = []
        let search = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = all
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            search.searchResultsUpdater = self
            search.delegate = self
            search.obscuresBackgroundDuringPresentation = false
            tableView.tableHeaderView = search.searchBar
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            log.append("update:\(text):\(searchController.isActive)")
            shown = text.isEmpty ? all : all.filter { $0.lowercased().hasPrefix(text.lowercased()) }
            tableView.reloadData()
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    override func tearDown() async throws {
        await MainActor.run { UIResponder.firstResponder = nil }
    }

    func testEditingActivatesTypingUpdatesAndCancelDeactivates() async throws {
        let window = makeWindow()
        let list = FilteringList(style: .plain)
        window.rootViewController = list
        window.runTurn()
        XCTAssertFalse(list.search.isActive)
        XCTAssertTrue(list.search.searchBar.becomeFirstResponder())
        XCTAssertTrue(list.search.isActive)
        XCTAssertFalse(list.search.searchBar.cancelButton.isHidden, "the Cancel button shows while active")
        list.search.searchBar.searchTextField.insertText("n")
        list.search.searchBar.searchTextField.insertText("o")
        window.runTurn()
        XCTAssertEqual(list.shown, ["Norway"])
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 1)
        list.search.searchBar.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertFalse(list.search.isActive)
        XCTAssertEqual(list.search.searchBar.text, "")
        XCTAssertTrue(list.search.searchBar.cancelButton.isHidden)
        XCTAssertEqual(list.shown.count, 5)
        XCTAssertEqual(
            list.log,
            [
                "willPresent", "update::true", "didPresent", "update:n:true", "update:no:true", "willDismiss",
                "update::false", "didDismiss",
            ])
    }

    func testTheBarIsTheTablesHeaderAndTheRowsFollowIt() async throws {
        let window = makeWindow()
        window.backgroundColor = .white
        let list = FilteringList(style: .plain)
        window.rootViewController = list
        let image = try renderTurn(window)
        let bar = list.search.searchBar
        XCTAssertEqual(bar.frame.height, 56, "the standalone bar's height")
        XCTAssertTrue(bar.isDescendant(of: list.tableView))
        let firstRow = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(firstRow.frame.minY, 56, "the first row under the 56 pt header")
        let field = bar.convert(
            CGPoint(x: bar.searchTextField.frame.midX, y: bar.searchTextField.frame.midY), to: window)
        let fieldPixel = pixel(image, field, scale: window.screen.scale)
        let barPixel = pixel(
            image, bar.convert(CGPoint(x: bar.bounds.midX, y: 3), to: window), scale: window.screen.scale)
        XCTAssertLessThan(fieldPixel.red, barPixel.red, "the rounded field is drawn in the header")
    }

    /// `isActive` set in code, and the deprecated name of `obscuresBackgroundDuringPresentation`.
    func testActivationInCodeAndTheOldDimmingName() async {
        let search = UISearchController(searchResultsController: nil)
        search.dimsBackgroundDuringPresentation = false
        XCTAssertFalse(search.obscuresBackgroundDuringPresentation)
        search.automaticallyShowsCancelButton = false
        search.isActive = true
        XCTAssertTrue(search.isActive)
        XCTAssertTrue(search.searchBar.cancelButton.isHidden, "no Cancel button when not asked for")
        search.isActive = false
        XCTAssertFalse(search.isActive)
        let item = UINavigationItem(title: "Countries")
        item.searchController = search
        XCTAssertTrue(item.searchController === search)
        XCTAssertTrue(item.hidesSearchBarWhenScrolling)
    }
}
