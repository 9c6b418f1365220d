import CoreGraphics

extension UITableView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Int, Sendable, CaseIterable {
        /// Rows edge to edge; section headers and footers float over the rows.
        case plain = 0
        /// Sections separated by space, on the grouped background.
        case grouped = 1
        /// Grouped sections inset from the table's edges by its layout margins, with rounded
        /// corners (iOS 13).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little as possible to make it visible (`.top` if it already is).
        case none = 0, top, middle, bottom
    }

    /// How inserted or deleted rows animate (ViewLab applies updates at once).
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// What `separatorInset` is measured from (iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the automatic inset (the cell's layout margins).
        case fromAutomaticInsets = 1
    }

    /// A height (or width) that the table view works out itself: a row fits its content
    /// (Auto Layout in the content view, or the built-in labels), a header its title.
    /// UIKit's value is −1, `UITableViewAutomaticDimension`.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// The built-in cell layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// An image and a left-aligned text label.
        case `default` = 0
        /// Text on the left, detail in secondary colour right-aligned on the same line
        /// (Settings-style).
        case value1 = 1
        /// A small tinted label right-aligned in a column, then the detail (Contacts-style).
        case value2 = 2
        /// Text with the detail in a smaller font below it.
        case subtitle = 3
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        case none = 0
        /// A chevron (`>`), in tertiary label colour.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The look of a selected cell.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray
        /// The system's selected background (`systemGray4`).
        case `default` = 3
    }

    /// The cell's separator line style.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    /// The state a cell's `editingStyle` shows.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// What changed in a cell's state (`willTransition(to:)`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1)
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }
}
