import CoreGraphics
import QuartzCore

/// What a table view or a list section tells a row about where it sits, and the row's system
/// look computed from it — shared by `UITableViewCell` and `UICollectionViewListCell`, so a
/// table row and a list row are drawn alike (iOS 14's lists reproduce the table's metrics).
extension UITableViewCell {
    struct ListPlacement: Equatable {
        var style: UITableView.Style
        var isFirst: Bool
        var isLast: Bool
        /// The separator colour; nil: no separator.
        var separator: UIColor?
        var separatorThickness: CGFloat
        var separatorInset: UIEdgeInsets
        var rowMargin: CGFloat
        /// In editing mode: the leading control (delete or insert) and the reorder grip.
        var editingControl: ListGlyphView.Glyph?
        var showsReorderControl = false
        var isEditing = false

        /// The separator's thickness under this row: none under the last row of a grouped
        /// section (iOS 13 and later), one pixel otherwise.
        var rowSeparatorThickness: CGFloat {
            guard separator != nil else { return 0 }
            if isLast, style != .plain { return 0 }
            return separatorThickness
        }

        /// The style's background: plain rows `systemBackground`, grouped ones
        /// `secondarySystemGroupedBackground`.
        var background: UIColor { style == .plain ? .systemBackground : .secondarySystemGroupedBackground }
    }
}

/// The layout of a row's system parts, shared by table and list cells.
@MainActor
enum ListRowChrome {
    /// Space between the accessory and the content view: 10 pt (a 375 pt row with a disclosure
    /// indicator has a 341 pt content view, observed).
    static let accessoryGap: CGFloat = 10
    /// How far the content moves right for the editing control: the 22 pt control and 16 pt
    /// (ViewLab's reading of iOS 17: the text stands 16 pt after the control).
    static let editingIndent: CGFloat = 38

    /// Places the leading views (editing controls) at the row margin and the trailing views
    /// (accessories, then the reorder grip) from the trailing margin inwards, each centred
    /// vertically above the separator; returns the content view's frame between them.
    static func layOutRow(
        in bounds: CGRect, margin: CGFloat, separator: CGFloat, indent: CGFloat,
        leading: [UIView], trailing: [UIView]
    ) -> CGRect {
        let height = bounds.height - separator
        var minX = indent
        var x = margin
        for view in leading {
            let size = view.frame.size
            view.frame = CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x = view.frame.maxX + accessoryGap
            minX = max(minX, indent + editingIndent)
        }
        var maxX = bounds.width
        var right = bounds.width - margin
        for view in trailing {
            let size = view.frame.size
            view.frame = CGRect(
                x: right - size.width, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height
            )
            right = view.frame.minX - accessoryGap
            maxX = right
        }
        return CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: max(0, height))
    }

    /// Rounds the first and last rows of an `.insetGrouped` section (10 pt, continuous corners).
    static func applyCorners(_ placement: UITableViewCell.ListPlacement?, to view: UIView) {
        if let placement, placement.style == .insetGrouped, placement.isFirst || placement.isLast {
            var corners: CACornerMask = []
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            view.layer.cornerRadius = UITableView.insetGroupedCornerRadius
            view.layer.maskedCorners = corners
            view.layer.cornerCurve = .continuous
            view.clipsToBounds = true
        } else {
            view.layer.cornerRadius = 0
            view.clipsToBounds = false
        }
    }

    /// Shows the separator at the bottom of the row, inset by `inset` (left and right).
    static func layOutSeparator(
        _ separator: UIView, placement: UITableViewCell.ListPlacement?, in bounds: CGRect, inset: UIEdgeInsets
    ) {
        guard let placement, let color = placement.separator, placement.rowSeparatorThickness > 0 else {
            separator.isHidden = true; return
        }
        let thickness = placement.rowSeparatorThickness
        separator.isHidden = false
        separator.backgroundColor = color
        separator.frame = CGRect(
            x: inset.left, y: bounds.height - thickness, width: max(0, bounds.width - inset.left - inset.right),
            height: thickness)
        separator.superview?.bringSubviewToFront(separator)
    }

    /// The height a row's content needs at `width`: a content configuration's view, or the
    /// content view's Auto Layout when a subview uses constraints; nil when neither applies.
    static func contentHeight(contentView: UIView, configured: UIView?, width: CGFloat) -> CGFloat? {
        let target = CGSize(width: width, height: 0)
        if let configured {
            return configured.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        guard contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
            return nil
        }
        return contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
