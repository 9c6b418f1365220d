import TestSupport
@testable import UIKit
import XCTest

/// Diffable data sources and cell registrations (iOS 13/14): snapshots as values, `apply` making
/// them the list's content, identifiers looked up both ways.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    enum Section { case fruit, vegetables }

    func testSnapshotsAppliedToATableBecomeItsRows() async {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        window.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
        snapshot.appendItems(["Leek"])
        source.apply(snapshot)
        window.runTurn()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 0, section: 1)), "Leek")
        XCTAssertEqual(source.indexPath(for: "Pear"), IndexPath(row: 1, section: 0))
        snapshot.insertItems(["Fig"], beforeItem: "Pear")
        snapshot.deleteItems(["Apple"])
        source.apply(snapshot, animatingDifferences: true)
        XCTAssertEqual(source.snapshot().itemIdentifiers, ["Fig", "Pear", "Leek"])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Fig")
    }

    func testCellRegistrationsConfigureCollectionCells() async {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<TileCell, Int> { cell, _, number in
            cell.label.text = "\(number)"
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        window.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(10..<15))
        source.apply(snapshot)
        window.runTurn()
        XCTAssertEqual(collection.visibleCells.count, 5)
        XCTAssertEqual((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? TileCell)?.label.text, "12")
    }

    func testDuplicateIdentifiersAreOneErrorLine() async {
        var messages: [String] = []
        UIView.diagnosticHandler = { messages.append($0.message) }
        defer { UIView.diagnosticHandler = nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendItems(["a"])
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a"])
        XCTAssertEqual(messages.count, 2, "no section yet, then the duplicate")
    }
}
