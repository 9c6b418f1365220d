import CoreGraphics
import Foundation

/// A section (or a whole layout) that looks like a table (`UICollectionLayoutListConfiguration`,
/// iOS 14). The metrics are the table view's (`UITableView+Metrics.swift`): rows of at least
/// 44 pt sized to their content, separators one pixel in the `separator` colour from the row
/// margin, `.insetGrouped` sections inset by the row margin (16 pt, 20 pt on screens wider than
/// 400 pt) with 10 pt corners, grouped sections 35 pt apart on `systemGroupedBackground`.
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows have separators (default true).
    public var showsSeparators = true
    /// The list's background (default nil: `systemBackground` for plain lists,
    /// `systemGroupedBackground` for grouped ones).
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Extra space above each header (kept; ViewLab adds none).
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The table style the rows are drawn in.
    var tableStyle: UITableView.Style {
        switch appearance {
        case .plain, .sidebarPlain: return .plain
        case .grouped: return .grouped
        case .insetGrouped, .sidebar: return .insetGrouped
        }
    }

    /// The background the list shows.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (tableStyle == .plain ? .systemBackground : .systemGroupedBackground)
    }
}

extension NSCollectionLayoutSection {
    /// A list section (iOS 14): one full-width row per item, each at least 44 pt and sized to its
    /// cell (an estimated height), with the appearance's insets, headers and footers.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let height = NSCollectionLayoutDimension.estimated(UITableView.defaultRowHeight)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let margin = UITableView.layoutMargin(forWidth: layoutEnvironment.container.contentSize.width)
        if configuration.tableStyle == .insetGrouped {
            section.contentInsets.leading = margin
            section.contentInsets.trailing = margin
            section.supplementariesFollowContentInsets = true
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.plainTitleHeaderHeight)
                ),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists float their headers, as plain tables do.
            header.pinToVisibleBounds = configuration.tableStyle == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .estimated(UITableView.plainTitleHeaderHeight)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }

    /// This list section as it stands at `index`: grouped sections get the table's space above
    /// and below (35 pt before the first, sections 35 pt apart) when they have no header or
    /// footer.
    func listSection(at index: Int) -> NSCollectionLayoutSection {
        guard let list = listConfiguration else { return self }
        let copy = self.copy() as! NSCollectionLayoutSection
        if list.tableStyle != .plain {
            if list.headerMode != .supplementary {
                copy.contentInsets.top +=
                    index == 0 ? UITableView.groupedFirstHeaderHeight : UITableView.groupedHeaderHeight
            }
            if list.footerMode != .supplementary { copy.contentInsets.bottom += UITableView.groupedFooterHeight }
        }
        return copy
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// How row `indexPath` of a list section is drawn.
    func listPlacement(_ list: UICollectionLayoutListConfiguration, at indexPath: IndexPath)
        -> UITableViewCell.ListPlacement
    {
        let count = collectionView?.numberOfItems(inSection: indexPath.section) ?? 0
        let width = collectionView.map { makeContainer(for: $0).contentSize.width } ?? 0
        let margin = UITableView.layoutMargin(forWidth: collectionView?.window?.bounds.width ?? width)
        let scale = collectionView?.window?.screen.scale ?? collectionView?.traitCollection.displayScale ?? 1
        let firstIsHeader = list.headerMode == .firstItemInSection
        return UITableViewCell.ListPlacement(
            style: list.tableStyle, isFirst: indexPath.item == 0, isLast: indexPath.item == count - 1,
            separator: list.showsSeparators && !(firstIsHeader && indexPath.item == 0) ? .separator : nil,
            separatorThickness: scale > 0 ? 1 / scale : 1,
            separatorInset: UIEdgeInsets(top: 0, left: margin, bottom: 0, right: 0), rowMargin: margin,
            isEditing: collectionView?.isEditing ?? false)
    }
}
