import TestSupport
@testable @_spi(ViewLab) import UIKit
import XCTest

/// A table model that can be edited and swiped, in the style of apps built on SwipeCellKit's
/// successors (UIKit's own swipe actions): a trailing Delete and Flag, a leading Read.
final class InboxModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    let identifier = "cell"
    var selected: [IndexPath] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    var movable = false
    var committed: [IndexPath] = []
    var flagged: [IndexPath] = []
    var index: [String]?
    var swipe = true
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append(indexPath)
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { index }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard swipe else { return nil }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.flagged.append(indexPath); done(true)
        }
        flag.backgroundColor = .systemOrange
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }
        read.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [read])
    }
}

/// Editing mode, swipe actions and the section index of `UITableView`, drawn as iOS 17 draws
/// them (Apple, *UITableView* "Editing mode"; `UISwipeActionsConfiguration`; `sectionIndexTitles(for:)`).
@MainActor
final class TableEditingTests: XCTestCase {
    private func makeTable(_ model: InboxModel, style: UITableView.Style = .plain, in window: UIWindow) -> UITableView {
        showTable(model, identifier: model.identifier, style: style, in: window)
    }

    private func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    func testEditingShowsDeleteControlsAndMovesTheContent() async throws {
        let window = makeWindow()
        let model = InboxModel([rows(3)])
        let table = makeTable(model, in: window)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.accessoryType = .disclosureIndicator
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        table.setEditing(true, animated: false)
        window.runTurn()
        XCTAssertTrue(cell.isEditing, "the table puts its rows in editing mode")
        let control = try XCTUnwrap(cell.editingControlView)
        XCTAssertFalse(control.isHidden)
        XCTAssertEqual(control.frame, CGRect(x: 16, y: 11, width: 22, height: 22))
        XCTAssertEqual(cell.contentView.frame.minX, 38, "the content moves right by the control")
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertTrue(cell.standardAccessoryView?.isHidden ?? true, "the accessory hides while editing")
        XCTAssertNil(cell.reorderControlView, "no grip where canMoveRowAt is false")
        let image = try renderTurn(window)
        let red = pixel(image, CGPoint(x: 20, y: 59 + 22), scale: 3)
        XCTAssertEqual(Int(red.green), Int(UIColor.systemRed.rgba8().1), accuracy: 3, "the red disc")

        model.movable = true
        table.reloadData()
        window.runTurn()
        let moved = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(moved.reorderControlView?.isHidden, false)
        XCTAssertEqual(moved.reorderControlView?.frame.maxX, 393 - 16, "the grip at the trailing margin")
        table.isEditing = false
        window.runTurn()
        XCTAssertEqual(moved.contentView.frame.minX, 0)
        XCTAssertEqual(moved.editingControlView?.isHidden, true)
    }

    /// `allowsMultipleSelectionDuringEditing`: editing rows show the selection circle instead of a
    /// delete control, and taps add rows to the selection, each circle filled with a checkmark.
    func testMultipleSelectionDuringEditingShowsSelectionCircles() async throws {
        let window = makeWindow()
        let model = InboxModel([rows(3)])
        let table = makeTable(model, in: window)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        window.runTurn()
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(first.editingControlView?.glyph, .selectionCircle(selected: false))
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.tapRow(at: IndexPath(row: 2, section: 0))
        window.runTurn()
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        XCTAssertEqual(first.editingControlView?.glyph, .selectionCircle(selected: true))
        let image = try renderTurn(window)
        let filled = pixel(image, CGPoint(x: 27, y: 59 + 15), scale: 3)
        XCTAssertEqual(Int(filled.blue), Int(UIColor.systemBlue.rgba8().2), accuracy: 3, "the tint-filled circle")
        let empty = pixel(image, CGPoint(x: 27, y: 59 + 44 + 22), scale: 3)
        XCTAssertGreaterThan(empty.red, 200, "an unselected row's circle is only a ring")
    }

    func testTappingTheDeleteControlConfirmsAndCommits() async throws {
        let window = makeWindow()
        let model = InboxModel([rows(3)])
        model.swipe = false
        let table = makeTable(model, in: window)
        table.setEditing(true, animated: false)
        window.runTurn()
        _ = window.tap(at: CGPoint(x: 27, y: 59 + 44 + 22))
        window.runTurn()
        XCTAssertEqual(table.revealedSwipeTitles, ["Delete"], "the delete confirmation")
        _ = window.tap(at: CGPoint(x: 380, y: 59 + 44 + 22))
        window.runTurn()
        XCTAssertEqual(model.committed, [IndexPath(row: 1, section: 0)], "commit editingStyle .delete")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    }

    func testSwipeActionsAreDrawnBesideTheRowWhenRevealed() async throws {
        let window = makeWindow()
        let model = InboxModel([rows(4)])
        let table = makeTable(model, in: window)
        XCTAssertTrue(table.revealSwipeActions(forRowAt: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(table.revealedSwipeTitles, ["Delete", "Flag"])
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let deleteWidth = SwipeActionsView.width(
            of: UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in })
        let flagWidth = SwipeActionsView.width(of: UIContextualAction(style: .normal, title: "Flag") { _, _, _ in })
        XCTAssertEqual(flagWidth, 74, "a short title takes the minimum width")
        XCTAssertEqual(cell.frame.minX, -(deleteWidth + flagWidth))
        let image = try renderTurn(window)
        let y: CGFloat = 59 + 44 + 22
        let delete = pixel(image, CGPoint(x: 392, y: y), scale: 3),
            flag = pixel(image, CGPoint(x: 393 - deleteWidth - 4, y: y), scale: 3)
        XCTAssertEqual(
            Int(delete.green), Int(UIColor.systemRed.rgba8().1), accuracy: 3, "destructive: systemRed, nearest the edge"
        )
        XCTAssertEqual(Int(flag.green), Int(UIColor.systemOrange.rgba8().1), accuracy: 3, "the action's own colour")
        _ = window.tap(at: CGPoint(x: 393 - deleteWidth - 20, y: y))
        window.runTurn()
        XCTAssertEqual(model.flagged, [IndexPath(row: 1, section: 0)])
        XCTAssertNil(table.revealedSwipeTitles)
        XCTAssertEqual(cell.frame.minX, 0, "the row comes back")

        XCTAssertTrue(table.revealSwipeActions(forRowAt: IndexPath(row: 0, section: 0), edge: .leading))
        XCTAssertEqual(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 74, "leading actions push the row right")
        _ = window.tap(at: CGPoint(x: 300, y: 59 + 44 * 3 + 22))
        window.runTurn()
        XCTAssertNil(table.revealedSwipeTitles, "a tap elsewhere closes them")
        XCTAssertTrue(model.selected.isEmpty, "and selects nothing")
        XCTAssertEqual(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor, .systemGray)
        XCTAssertTrue(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
    }

    func testTheSectionIndexIsDrawnAtTheTrailingEdgeInTheTintColour() async throws {
        let window = makeWindow()
        let model = InboxModel([rows(20), rows(20), rows(20)])
        model.index = ["A", "B", "C"]
        let table = makeTable(model, in: window)
        let index = try XCTUnwrap(table.sectionIndexView)
        XCTAssertEqual(index.titles, ["A", "B", "C"])
        XCTAssertEqual(index.frame.maxX, 393 - 1)
        XCTAssertEqual(index.frame.width, 15)
        let label = try XCTUnwrap(index.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(label.textColor, table.tintColor)
        XCTAssertEqual(label.font.pointSize, 11)
        let image = try renderTurn(window)
        let bounds = index.convert(label.frame, to: nil)
        var tinted = false
        for x in stride(from: bounds.minX, to: bounds.maxX, by: 0.34) {
            for y in stride(from: bounds.minY, to: bounds.maxY, by: 0.34) {
                let p = pixel(image, CGPoint(x: x, y: y), scale: 3)
                if p.blue > 200, p.red < 120 { tinted = true }
            }
        }
        XCTAssertTrue(tinted, "the title is drawn in systemBlue")
        // A tap on "C" scrolls section 2 to the top.
        let c = index.convert(CGPoint(x: 7, y: index.subviews.compactMap { $0 as? UILabel }[2].frame.midY), to: nil)
        _ = window.tap(at: c)
        window.runTurn()
        XCTAssertEqual(table.contentOffset.y, table.rectForHeader(inSection: 2).minY - 59)
        model.index = nil
        table.reloadData()
        window.runTurn()
        XCTAssertNil(table.sectionIndexView)
        table.separatorEffect = UIBlurEffect(style: .light)
        XCTAssertNotNil(table.separatorEffect, "kept")
    }
}
