import CoreGraphics

/// iOS 17's table metrics. Apple documents the API, not these numbers; each is the value widely
/// reproduced from iOS (or ViewLab's reading of iOS 17 screenshots, where said).
extension UITableView {
    /// The height of a row whose content gives none, and the default estimate: 44 pt, Apple's
    /// minimum tappable size (HIG, *Buttons*: "a hit region of at least 44x44 pt") and the
    /// standard row since iPhone OS 2 (a system cell with one line of body text is 44 pt tall).
    static let defaultRowHeight: CGFloat = 44
    /// The content view's top and bottom layout margins in a row: 11 pt, so that one line of body
    /// text (about 22 pt) makes the 44 pt row (observed `contentView.layoutMargins`).
    static let rowVerticalMargin: CGFloat = 11
    /// The corner radius of an `.insetGrouped` section: 10 pt (observed, iOS 13–17).
    static let insetGroupedCornerRadius: CGFloat = 10
    /// iOS 15's padding above each plain-style section header, `sectionHeaderTopPadding`'s
    /// automatic value: 22 pt (the gap widely reported when apps moved to iOS 15).
    static let plainHeaderTopPadding: CGFloat = 22
    /// A plain header with a title: 28 pt (observed; headline text on the system background).
    static let plainTitleHeaderHeight: CGFloat = 28
    /// The space a grouped section header without a title takes: 35 pt before the first section,
    /// 17.5 pt before the others (ViewLab's reading of iOS 17 Settings screenshots).
    static let groupedFirstHeaderHeight: CGFloat = 35
    static let groupedHeaderHeight: CGFloat = 17.5
    /// A grouped footer without a title: 17.5 pt, so sections stand 35 pt apart.
    static let groupedFooterHeight: CGFloat = 17.5
    /// A grouped header title: footnote text, its last baseline this far above the section's
    /// first row (ViewLab's reading of iOS 17), and the room above it.
    static let groupedTitleBottomInset: CGFloat = 7
    static let groupedTitleTopInset: CGFloat = 16
    /// A grouped footer title's space above and below the text (ViewLab's reading of iOS 17).
    static let groupedFooterTitleInsets = (top: CGFloat(7), bottom: CGFloat(12))

    /// The row's leading and trailing layout margin: the system minimum layout margin, 16 pt on
    /// iPhones up to 393 pt wide and 20 pt on wider screens (observed
    /// `systemMinimumLayoutMargins`; the reason separators start 16 pt or 20 pt in).
    var rowLayoutMargin: CGFloat { UITableView.layoutMargin(forWidth: window?.bounds.width ?? bounds.width) }

    static func layoutMargin(forWidth width: CGFloat) -> CGFloat { width > 400 ? 20 : 16 }

    /// How far grouped sections stand in from the table's sides (`.insetGrouped`: the row
    /// margin, plus the safe area).
    var sectionHorizontalInset: (left: CGFloat, right: CGFloat) {
        guard style == .insetGrouped else { return (0, 0) }
        return (rowLayoutMargin + safeAreaInsets.left, rowLayoutMargin + safeAreaInsets.right)
    }

    /// The separator's thickness: one pixel.
    var separatorThickness: CGFloat {
        let scale = window?.screen.scale ?? traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }
}
