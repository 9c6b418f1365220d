import Foundation
@_spi(ViewLab) import ViewLabRender
@_spi(ViewLab) import UIKit

// MARK: - Swipe actions: :swipe

extension ShellCommand {
    static let swipe = ShellCommand(
        name: "swipe", synopsis: "VIEW ROW [leading|trailing] | VIEW off",
        summary: "show a row's swipe actions, as a finished swipe does",
        detail:
            "VIEW is a table view or a collection view with list sections; ROW is a row number in section 0 or SECTION.ROW. Lays the screen out and reveals the row's trailing swipe actions (the delegate's trailingSwipeActionsConfigurationForRowAt, the table's default Delete, or the list configuration's trailingSwipeActionsConfigurationProvider) — `leading` for the leading ones — then prints the actions' titles. iOS has no API to reveal them; this is what the finger does. `:swipe VIEW off` closes them (a tap elsewhere in the list does too).",
        example: ":swipe table 2", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 2...3, "swipe")
        let view = try shell.view(args[0])
        shell.stage.runTurn()
        if args[1] == "off" {
            try ShellCommand.hideSwipe(on: view, name: args[0])
            shell.stage.runTurn()
            return shell.console.print("swipe actions closed")
        }
        let indexPath = try ShellCommand.parseRow(args[1])
        let edge: SwipeEdge
        switch args.count == 3 ? args[2] : "trailing" {
        case "leading": edge = .leading
        case "trailing": edge = .trailing
        default: throw ShellError("expected 'leading' or 'trailing', got '\(args[2])'")
        }
        var titles: [String]?
        shell.stage.perform {
            if let table = view as? UITableView {
                if table.revealSwipeActions(forRowAt: indexPath, edge: edge) { titles = table.revealedSwipeTitles }
            } else if let collection = view as? UICollectionView {
                if collection.revealSwipeActions(forItemAt: indexPath, edge: edge) {
                    titles = collection.revealedSwipeTitles
                }
            }
        }
        guard view is UITableView || view is UICollectionView else {
            throw ShellError("'\(args[0])' is a \(type(of: view)), not a table or collection view")
        }
        guard let titles else {
            throw ShellError(
                "row \(args[1]) of '\(args[0])' has no \(edge == .leading ? "leading" : "trailing") swipe actions")
        }
        shell.stage.runTurn()
        shell.console.print(
            "\(args[0]) row \(indexPath.section).\(indexPath.item): " + titles.map { "[\($0)]" }.joined(separator: " "))
    }

    /// `3` is row 3 of section 0; `1.3` row 3 of section 1.
    static func parseRow(_ text: String) throws -> IndexPath {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1: if let row = parts[0], row >= 0 { return IndexPath(item: row, section: 0) }
        case 2:
            if let section = parts[0], let row = parts[1], section >= 0, row >= 0 {
                return IndexPath(item: row, section: section)
            }
        default: break
        }
        throw ShellError("expected a row number or SECTION.ROW, got '\(text)'")
    }

    @MainActor
    private static func hideSwipe(on view: UIView, name: String) throws {
        if let table = view as? UITableView { table.hideSwipeActions(); return }
        if let collection = view as? UICollectionView { collection.hideSwipeActions(); return }
        throw ShellError("'\(name)' is a \(type(of: view)), not a table or collection view")
    }
}
