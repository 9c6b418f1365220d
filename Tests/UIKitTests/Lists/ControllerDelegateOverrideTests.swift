import Foundation
@testable import UIKit
import XCTest

/// A `UITableViewController` or `UICollectionViewController` subclass overrides any method of
/// the protocols its superclass adopts (`override func tableView(_:willDisplayHeaderView:
/// forSection:)`, as a country list restyles its section titles): Swift shows an Objective-C
/// class the methods of its protocols, so on iOS `override` is required — here the controllers
/// declare them all, and the table calls the override.
@MainActor
final class ControllerDelegateOverrideTests: XCTestCase {
    final class SectionedList: UITableViewController {
        var highlighted: [IndexPath] = []
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "A" : "B"
        }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            view.backgroundColor = .systemGreen
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            highlighted.append(indexPath)
        }
        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 1 }
    }

    final class Grid: UICollectionViewController {
        var ended: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        { false }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { ended.append(indexPath) }
    }

    func testAHeaderRestyledInTheOverriddenWillDisplayHeaderViewIsDrawnSo() async throws {
        let window = makeWindow()
        let list = SectionedList(style: .plain)
        window.rootViewController = list
        let image = try renderTurn(window)
        let header = try XCTUnwrap(list.tableView.headerView(forSection: 0))
        XCTAssertEqual(header.backgroundColor, .systemGreen)
        let center = header.convert(CGPoint(x: header.bounds.maxX - 20, y: header.bounds.midY), to: window)
        let drawn = pixel(image, center, scale: window.screen.scale)
        XCTAssertGreaterThan(drawn.green, 150)
        XCTAssertLessThan(drawn.red, 120, "the header is green, as the override set it")
        XCTAssertEqual(list.tableView(list.tableView, indentationLevelForRowAt: IndexPath(row: 0, section: 0)), 1)
    }

    func testTheCollectionControllerDeclaresTheRestOfItsDelegate() async {
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let path = IndexPath(item: 0, section: 0)
        XCTAssertFalse(grid.collectionView(grid.collectionView, shouldHighlightItemAt: path))
        XCTAssertTrue(grid.collectionView(grid.collectionView, shouldDeselectItemAt: path), "UIKit's default")
        XCTAssertFalse(grid.collectionView(grid.collectionView, canMoveItemAt: path), "UIKit's default")
    }
}
