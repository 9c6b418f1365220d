import TestSupport
@testable import UIKit
import XCTest

/// UITableView against Apple's documented behaviour and iOS 17's metrics (see
/// `UITableView+Metrics.swift` for where each number comes from).
@MainActor
final class UITableViewTests: XCTestCase {
    /// A full-window table of `style` on an iPhone 15 (393 × 852 pt, safe area top 59).
    private func makeTable(
        _ model: ListModel, style: UITableView.Style = .plain, cell: AnyClass = UITableViewCell.self,
        in window: UIWindow
    ) -> UITableView {
        showTable(model, identifier: model.identifier, style: style, cell: cell, in: window)
    }

    private func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    func testDefaultRowHeightIs44Points() async {
        let window = makeWindow()
        let model = ListModel([rows(30)])
        let table = makeTable(model, in: window)
        XCTAssertEqual(
            table.rowHeight, UITableView.automaticDimension, "Apple: rowHeight defaults to automaticDimension")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 393, height: 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 132)
        XCTAssertEqual(table.contentSize, CGSize(width: 393, height: 30 * 44))
        XCTAssertEqual(
            table.contentOffset.y, -59,
            "the content starts below the status bar (alwaysBounceVertical, automatic insets)")
        let cell = try? XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(
            cell?.contentView.frame.height ?? 0, 44 - 1.0 / 3, accuracy: 0.001,
            "the content view ends above the 1-pixel separator")
        XCTAssertEqual(cell?.textLabel?.frame.minX, 16, "text at the 16 pt row margin")
    }

    func testOnlyVisibleRowsGetCellsAndScrolledAwayCellsAreReused() async {
        let window = makeWindow()
        CountingCell.made = 0
        let model = ListModel([rows(1000)])
        let table = makeTable(model, cell: CountingCell.self, in: window)
        // 852 − 59 pt visible from the top: rows 0…18 meet the bounds (−59…793).
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 19)
        XCTAssertEqual(CountingCell.made, 19)
        var offset: CGFloat = -59
        while offset < table.contentSize.height - 852 {
            offset += 200
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
        }
        XCTAssertEqual(table.contentSize.height, 44_000)
        XCTAssertLessThanOrEqual(
            CountingCell.made, 21, "scrolling 1000 rows makes only a screenful of cells (19 or 20 rows meet the bounds)"
        )
        XCTAssertEqual(Set(model.asked.map(\.row)).count, 1000, "every row was asked for once it came on screen")
        let reuses = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        XCTAssertGreaterThan(reuses, 19, "prepareForReuse ran on dequeued cells")
        XCTAssertEqual(
            table.subviews.filter { $0 is UITableViewCell }.count, table.visibleCells.count,
            "off-screen cells leave the hierarchy")
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 999, section: 0))
    }

    func testSelfSizingRowsFitTheirAutoLayoutContent() async {
        let window = makeWindow()
        let long = Array(repeating: "A cell grows with its text.", count: 8).joined(separator: " ")
        let model = ListModel([["Short", long, "Short"]])
        model.configure = { cell, text in (cell as? NoteCell)?.note.text = text }
        let table = makeTable(model, cell: NoteCell.self, in: window)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let label = UILabel()
        label.text = "Short"
        let line = ceil(label.intrinsicContentSize.height)
        XCTAssertEqual(short, 11 + line + 11 + 1.0 / 3, accuracy: 0.01, "margins 11 pt, the label, the separator pixel")
        XCTAssertGreaterThan(tall.height, short + 2 * line, "several wrapped lines")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, tall.maxY)
    }

    func testSeparatorsStartAtTheRowMarginInTheSeparatorColour() async throws {
        let window = makeWindow()
        let table = makeTable(ListModel([rows(5)]), in: window)
        let image = try renderTurn(window)
        XCTAssertEqual(table.separatorInset.left, 16, "iPhone 15: 16 pt")
        // The first separator is the last pixel row of row 0: y = 59 + 44 − 1/3.
        let y = 59 + 44 - 1.0 / 6
        let white = pixel(image, CGPoint(x: 8, y: y), scale: 3)
        let line = pixel(image, CGPoint(x: 100, y: y), scale: 3)
        let above = pixel(image, CGPoint(x: 100, y: y - 1), scale: 3)
        XCTAssertEqual(white.red, 255, "no separator under the inset")
        XCTAssertEqual(above.red, 255)
        let separator = UIColor.separator.rgba8()
        let alpha = CGFloat(separator.3) / 255
        let expected = Int((CGFloat(separator.0) * alpha + 255 * (1 - alpha)).rounded())
        XCTAssertEqual(Int(line.red), expected, accuracy: 2, "separator colour over white")
        let wide = makeWindow(.iPhone15ProMax)
        let wideTable = makeTable(ListModel([rows(5)]), in: wide)
        XCTAssertEqual(wideTable.separatorInset.left, 20, "430 pt wide: 20 pt")
    }

    func testInsetGroupedSectionsAreInsetWithTenPointCorners() async throws {
        let window = makeWindow()
        let model = ListModel([rows(3), rows(2)])
        let table = makeTable(model, style: .insetGrouped, in: window)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first.minX, 16)
        XCTAssertEqual(first.width, 393 - 32)
        XCTAssertEqual(first.minY, 35, "35 pt above the first section")
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 1)).minY,
            table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY + 35,
            "sections 35 pt apart")
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(cell.layer.cornerRadius, 10)
        XCTAssertEqual(cell.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.cornerRadius, 0)
        let image = try renderTurn(window)
        let top = 59 + first.minY
        let corner = pixel(image, CGPoint(x: 16.5, y: top + 0.5), scale: 3)
        let inside = pixel(image, CGPoint(x: 30, y: top + 5), scale: 3)
        let grouped = UIColor.systemGroupedBackground.rgba8(),
            cellColour = UIColor.secondarySystemGroupedBackground.rgba8()
        XCTAssertEqual(corner.red, grouped.0, "the rounded corner shows the grouped background")
        XCTAssertEqual(inside.red, cellColour.0)
        XCTAssertNotEqual(grouped.0, cellColour.0)
    }

    func testPlainHeaderTitlesTake28PointsBelowTheiOS15Padding() async throws {
        let window = makeWindow()
        let model = ListModel([rows(2), rows(2)])
        model.headers = ["Fruit", "Vegetables"]
        let table = makeTable(model, in: window)
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 22 + 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 50)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.textLabel?.text, "Fruit")
        XCTAssertEqual(header.textLabel?.font.pointSize, 17)
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
    }

    func testTappingARowSelectsItAndTellsTheDelegate() async throws {
        let window = makeWindow()
        let model = ListModel([rows(5)])
        let table = makeTable(model, in: window)
        window.tap(at: CGPoint(x: 200, y: 59 + 44 * 2 + 20))
        XCTAssertEqual(model.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertTrue(cell.isSelected)
        let image = try renderTurn(window)
        let selected = pixel(image, CGPoint(x: 300, y: 59 + 44 * 2 + 5), scale: 3)
        XCTAssertEqual(selected.red, UIColor.systemGray4.rgba8().0, "the selected background is systemGray4")
        window.tap(at: CGPoint(x: 200, y: 59 + 44 * 4 + 20))
        XCTAssertFalse(cell.isSelected, "single selection: the previous row is deselected")
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(model.selected.count, 2, "deselecting in code does not call the delegate")
    }

    func testBatchUpdatesInsertAndDeleteRows() async {
        let window = makeWindow()
        let model = ListModel([rows(3)])
        let table = makeTable(model, in: window)
        var completed = false
        table.performBatchUpdates(
            {
                model.sections[0].insert("New", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { completed = $0 })
        XCTAssertTrue(completed)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New")
        model.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        XCTAssertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["New", "Row 1", "Row 2"])
        XCTAssertEqual(table.contentSize.height, 3 * 44)
    }

    func testTableHeaderViewAndScrollToRow() async {
        let window = makeWindow()
        let model = ListModel([rows(100)])
        let table = makeTable(model, in: window)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        table.layoutIfNeeded()
        XCTAssertEqual(
            table.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 393, height: 120),
            "as wide as the table, its own height")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 120)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentOffset.y, 120 + 50 * 44 - 59)
        XCTAssertEqual(
            table.indexPathsForVisibleRows?.first, IndexPath(row: 48, section: 0),
            "rows under the status bar area are in the bounds too")
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 50, section: 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    func testBuiltInStylesLayTheirLabelsOutAsIOSDoes() async throws {
        let window = makeWindow()
        let model = ListModel([["a", "b", "c"]])
        let styles: [UITableViewCell.CellStyle] = [.subtitle, .value1, .default]
        var made: [UITableViewCell] = []
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        final class Source: NSObject, UITableViewDataSource {
            var build: (IndexPath) -> UITableViewCell = { _ in UITableViewCell() }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                build(indexPath)
            }
        }
        let source = Source()
        source.build = { indexPath in
            let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = indexPath.row == 2 ? .disclosureIndicator : .none
            made.append(cell)
            return cell
        }
        _ = model
        table.dataSource = source
        window.addSubview(table)
        window.runTurn()
        let subtitle = made[0], value1 = made[1], plain = made[2]
        XCTAssertGreaterThan(subtitle.frame.height, 44, "two lines of text make a taller row")
        XCTAssertEqual(
            subtitle.detailTextLabel?.frame.minY ?? 0, (subtitle.textLabel?.frame.maxY ?? 0) + 3, accuracy: 0.5)
        XCTAssertEqual(
            value1.detailTextLabel?.frame.maxX ?? 0, value1.contentView.bounds.width - 16, accuracy: 0.5,
            "the value ends at the trailing margin")
        XCTAssertNil(plain.detailTextLabel, "the default style has no detail label")
        XCTAssertEqual(
            plain.contentView.frame.width, plain.bounds.width - 16 - 8 - 10, "the chevron (8 pt) and its 10 pt gap")
        _ = try renderTurn(window)
    }

    func testADelegateSetLaterGivesItsHeights() async {
        final class Tall: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
        }
        let window = makeWindow()
        let model = ListModel([rows(3)])
        let table = makeTable(model, in: window)
        let tall = Tall()
        table.delegate = tall
        table.layoutIfNeeded()
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 160, width: 393, height: 80))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height, 80)
    }

    func testAnIdentifierWithoutRegistrationIsOneErrorLine() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var messages: [String] = []
        UIView.diagnosticHandler = { messages.append($0.message) }
        defer { UIView.diagnosticHandler = nil }
        let cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "missing")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("unable to dequeue a cell with identifier missing"))
    }

    func testTableViewControllerSubclassesOverrideTheDataSource() async {
        final class Fruit: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                cell.textLabel?.text = ["Apple", "Pear", "Plum", "Fig"][indexPath.row]
                return cell
            }
        }
        let window = makeWindow()
        let controller = Fruit(style: .insetGrouped)
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.runTurn()
        XCTAssertEqual(controller.tableView.style, .insetGrouped)
        XCTAssertEqual(
            controller.tableView.visibleCells.compactMap { $0.textLabel?.text }, ["Apple", "Pear", "Plum", "Fig"])
    }
}
