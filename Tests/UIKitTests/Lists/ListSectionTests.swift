import TestSupport
@testable @_spi(ViewLab) import UIKit
import XCTest

/// A data source of list rows: `UICollectionViewListCell`s with the default content
/// configuration, as Apple's list samples write them.
final class ListRows: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var accessories: [UICellAccessory] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories
        return cell
    }
}

/// List sections (`UICollectionLayoutListConfiguration`) against the table's metrics: the same
/// 44 pt rows, insets, corners and separators (Apple HIG, *Lists and tables*; the numbers and
/// their sources are in `UITableView+Metrics.swift`).
@MainActor
final class ListSectionTests: XCTestCase {
    /// The data sources of the test's lists (a collection view holds its data source weakly).
    private var models: [ListRows] = []
    private let top: CGFloat = 100

    /// A list under the status bar, 100 pt down an iPhone 15's window, 600 pt tall (a collection
    /// view whose content does not fill it is not inset by the safe area: `.automatic` adjusts
    /// only scrollable axes outside a navigation controller).
    private func makeList(_ rows: ListRows, _ configuration: UICollectionLayoutListConfiguration, in window: UIWindow)
        -> UICollectionView
    {
        models.append(rows)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: top, width: 393, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = rows
        window.addSubview(collection)
        window.runTurn()
        return collection
    }

    private func tableRowHeight(_ style: UITableView.Style, in window: UIWindow) -> CGRect {
        let model = ListModel([["Apples", "Pears"]])
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        window.addSubview(table)
        window.runTurn()
        defer { table.removeFromSuperview() }
        return table.rectForRow(at: IndexPath(row: 0, section: 0))
    }

    func testPlainListRowsAre44PointsLikeTableRows() async throws {
        let window = makeWindow()
        let table = tableRowHeight(.plain, in: window)
        let list = makeList(ListRows([["Apples", "Pears"]]), .init(appearance: .plain), in: window)
        let row = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        XCTAssertEqual(row.height, 44, "HIG: 44 pt rows")
        XCTAssertEqual(row, table, "the same row as the table's")
        let cell = try XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual(
            cell.contentView.frame.height, 44 - 1.0 / 3, accuracy: 0.001,
            "the content view ends above the separator pixel")
        let image = try renderTurn(window)
        let y = top + 44 - 1.0 / 6
        XCTAssertEqual(pixel(image, CGPoint(x: 8, y: y), scale: 3).red, 255, "no separator under the 16 pt inset")
        XCTAssertLessThan(pixel(image, CGPoint(x: 100, y: y), scale: 3).red, 250, "the separator from the row margin")
    }

    func testInsetGroupedListsMatchTheTablesInsetsAndCorners() async throws {
        let window = makeWindow()
        let table = tableRowHeight(.insetGrouped, in: window)
        let list = makeList(
            ListRows([["Apples", "Pears", "Plums"], ["Figs"]]), .init(appearance: .insetGrouped), in: window)
        let first = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        XCTAssertEqual(first, table, "16 pt in, 35 pt down, as the table")
        XCTAssertEqual(first.minX, 16)
        XCTAssertEqual(first.minY, 35)
        let last = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        XCTAssertEqual(
            list.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, last.maxY + 35,
            "sections 35 pt apart")
        let cell = try XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cell.layer.cornerRadius, 10, "inset grouped corner radius 10")
        XCTAssertEqual(cell.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(list.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.cornerRadius, 0)
        let image = try renderTurn(window)
        let grouped = UIColor.systemGroupedBackground.rgba8(), row = UIColor.secondarySystemGroupedBackground.rgba8()
        XCTAssertEqual(
            pixel(image, CGPoint(x: 16.5, y: top + 35.5), scale: 3).red, grouped.0,
            "the rounded corner shows the list background")
        XCTAssertEqual(pixel(image, CGPoint(x: 300, y: top + 40), scale: 3).red, row.0)
        XCTAssertEqual(
            pixel(image, CGPoint(x: 8, y: top + 20), scale: 3).red, grouped.0,
            "the list's background is systemGroupedBackground")
    }

    func testAccessoriesAreDrawnAndEditingOnesShowWhileEditing() async throws {
        let window = makeWindow()
        let rows = ListRows([["Apples"]])
        rows.accessories = [.disclosureIndicator(), .delete(), .reorder()]
        let list = makeList(rows, .init(appearance: .plain), in: window)
        let cell = try XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let glyphs = cell.subviews.compactMap { $0 as? ListGlyphView }
        XCTAssertEqual(glyphs.filter { !$0.isHidden }.map(\.glyph), [.disclosure])
        XCTAssertEqual(glyphs.first { $0.glyph == .disclosure }?.frame.maxX, 393 - 16, "at the trailing margin")
        XCTAssertEqual(cell.contentView.frame.maxX, 393 - 16 - 8 - 10, "the content view ends 10 pt before it")
        list.isEditing = true
        window.runTurn()
        XCTAssertEqual(Set(glyphs.filter { !$0.isHidden }.map(\.glyph)), [.disclosure, .delete, .reorder])
        XCTAssertEqual(glyphs.first { $0.glyph == .delete }?.frame.minX, 16)
        XCTAssertEqual(cell.contentView.frame.minX, 38, "the content moves right for the control")
        let image = try renderTurn(window)
        let red = pixel(image, CGPoint(x: 16 + 4, y: top + 22), scale: 3), systemRed = UIColor.systemRed.rgba8()
        defer {
            rows.accessories = [.label(text: "12"), .disclosureIndicator()]
            list.isEditing = false
            list.reloadData()
            window.runTurn()
            let row = list.cellForItem(at: IndexPath(item: 0, section: 0))
            let count = row?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12" }
            XCTAssertEqual(count?.textColor, .secondaryLabel, "a label accessory in secondary text")
            let chevron = row?.subviews.compactMap { $0 as? ListGlyphView }.first { !$0.isHidden }
            XCTAssertEqual(chevron?.frame.maxX, 393 - 16, "the last accessory at the edge")
            XCTAssertEqual(
                count?.frame.maxX ?? 0, (chevron?.frame.minX ?? 0) - 10, accuracy: 0.01, "the label 10 pt before it")
        }
        XCTAssertEqual(Int(red.red), Int(systemRed.0), accuracy: 3)
        XCTAssertEqual(Int(red.green), Int(systemRed.1), accuracy: 3, "the delete control's red disc")
    }

    func testListRowsSelfSizeAndHeadersComeFromTheDataSource() async throws {
        let window = makeWindow()
        let long = Array(repeating: "A list row grows with its text.", count: 6).joined(separator: " ")
        let list = makeList(ListRows([["Short", long]]), .init(appearance: .grouped), in: window)
        let short = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let tall = try XCTUnwrap(list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        XCTAssertEqual(short.height, 44)
        XCTAssertGreaterThan(tall.height, 80, "several lines")
        XCTAssertEqual(tall.minY, short.maxY)
    }

    func testTrailingSwipeActionsOfAListRow() async throws {
        let window = makeWindow()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var performed: [IndexPath] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                performed.append(indexPath); done(true)
            }
            archive.backgroundColor = .systemIndigo
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }, archive,
            ])
        }
        let list = makeList(ListRows([["Apples", "Pears"]]), configuration, in: window)
        XCTAssertTrue(list.revealSwipeActions(forItemAt: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(list.revealedSwipeTitles, ["Delete", "Archive"])
        let cell = try XCTUnwrap(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let width =
            SwipeActionsView.width(of: UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in })
            + SwipeActionsView.width(of: UIContextualAction(style: .normal, title: "Archive") { _, _, _ in })
        XCTAssertEqual(cell.frame.minX, -width, "the row moves aside by the buttons' width")
        let image = try renderTurn(window)
        let delete = pixel(image, CGPoint(x: 390, y: top + 44 + 22), scale: 3)
        XCTAssertEqual(
            Int(delete.red), Int(UIColor.systemRed.rgba8().0), accuracy: 3, "the first action nearest the edge")
        let archiveX = 393 - width + 10
        _ = window.tap(at: CGPoint(x: archiveX, y: top + 44 + 22))
        window.runTurn()
        XCTAssertEqual(performed, [IndexPath(item: 1, section: 0)], "the handler runs with the row")
        XCTAssertNil(list.revealedSwipeTitles, "its completion closes the actions")
        XCTAssertEqual(cell.frame.minX, 0)
        XCTAssertFalse(list.revealSwipeActions(forItemAt: IndexPath(item: 5, section: 0)), "no such row")
    }
}
