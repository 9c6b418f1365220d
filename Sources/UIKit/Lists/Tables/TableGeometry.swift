import CoreGraphics
import Foundation

/// Where every part of a table view sits along its vertical axis: the table header, then per
/// section a header, the rows and a footer, then the table footer. A value the table view
/// rebuilds on `reloadData()` and updates as rows are measured (self-sizing rows start at their
/// estimate and get their real height when they first come on screen, as on iOS).
struct TableGeometry: Equatable {
    struct Section: Equatable {
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// Each row's height (the estimate until `measured`).
        var rowHeights: [CGFloat] = []
        /// Whether the row's height is final (fixed, or measured from its cell).
        var measured: [Bool] = []
        /// Tops, relative to the table's content: the header's, then each row's.
        var top: CGFloat = 0
        var rowTops: [CGFloat] = []

        var rowsHeight: CGFloat { rowHeights.reduce(0, +) }
        var height: CGFloat { headerHeight + rowsHeight + footerHeight }
        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowsTop + rowsHeight }
        var bottom: CGFloat { top + height }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    var numberOfRows: Int { sections.reduce(0) { $0 + $1.rowHeights.count } }
    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }
    var tableFooterTop: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    /// Recomputes every top from the heights.
    mutating func layOut() {
        var y = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = y
            var rowY = y + sections[index].headerHeight
            sections[index].rowTops = sections[index].rowHeights.map { height in
                defer { rowY += height }; return rowY
            }
            y += sections[index].height
        }
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }

    /// The row's vertical span (top, height) in content coordinates.
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        return (section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// The rows whose span meets `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.rowsBottom > minY && section.rowsTop < maxY {
            let first = firstRow(in: section, atOrAfter: minY)
            for r in first..<section.rowHeights.count {
                let top = section.rowTops[r]
                if top >= maxY { break }
                if top + section.rowHeights[r] > minY || section.rowHeights[r] == 0 && top >= minY {
                    result.append(IndexPath(row: r, section: s))
                }
            }
        }
        return result
    }

    /// Binary search: the first row whose bottom is after `y`.
    private func firstRow(in section: Section, atOrAfter y: CGFloat) -> Int {
        var low = 0, high = section.rowHeights.count
        while low < high {
            let mid = (low + high) / 2
            if section.rowTops[mid] + section.rowHeights[mid] <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The row containing content point `y`.
    func row(at y: CGFloat) -> IndexPath? {
        for (s, section) in sections.enumerated() where y >= section.rowsTop && y < section.rowsBottom {
            let r = firstRow(in: section, atOrAfter: y)
            if r < section.rowHeights.count { return IndexPath(row: r, section: s) }
        }
        return nil
    }
}
