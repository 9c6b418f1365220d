import UIKit
import XCTest

/// Table and collection views through the public API, as an app's own tests would use them.
/// Sources: Apple's documentation of `UITableView.rowHeight` (default `automaticDimension`),
/// `dequeueReusableCell(withIdentifier:for:)` ("returns a reusable table-view cell object"),
/// `prepareForReuse()`, `IndexPath(row:section:)`, and `UICollectionViewFlowLayout`'s defaults.
/// Compiled without the source bridge, so the cell initialisers are written `required` (see
/// Docs/uikit.md, *Differences from iOS*).
final class ListsTests: XCTestCase {
    final class Cell: UITableViewCell {
        static var made = 0
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            Cell.made += 1
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func testIndexPathsHaveRowsSectionsAndItems() {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(IndexPath(item: 3, section: 1), path)
        XCTAssertLessThan(IndexPath(row: 9, section: 0), path)
    }

    func testATableShowsFortyFourPointRowsAndReusesItsCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 10, section: 0)), CGRect(x: 0, y: 440, width: 390, height: 44))
        XCTAssertEqual(table.visibleCells.count, 20, "844 pt of 44 pt rows")
        for step in 1...50 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 150)
            table.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(Cell.made, 22, "cells are reused while scrolling")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 171, section: 0))?.textLabel?.text, "Row 171")
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    func testFlowLayoutDefaultsAndAttributesCopies() {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        XCTAssertEqual(copy, attributes)
        copy.alpha = 0.5
        XCTAssertNotEqual(copy, attributes)
        XCTAssertEqual(copy.center, CGPoint(x: 25, y: 40))
    }
}
