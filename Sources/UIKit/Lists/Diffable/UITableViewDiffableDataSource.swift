import Foundation

/// A table data source driven by snapshots (`UITableViewDiffableDataSource`, iOS 13): the cell
/// provider makes each row's cell from its item identifier; `apply(_:)` makes the snapshot the
/// table's content (ViewLab reloads at once; no animation).
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var content = DiffableContent<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate when a snapshot is applied (kept; ViewLab applies at once).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source, as on iOS.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { content.snapshot }

    /// Makes `snapshot` the table's content, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        content.snapshot = snapshot
        DiffableContent<SectionIdentifierType, ItemIdentifierType>.show(
            in: tableView, reload: { tableView?.reloadData() }, completion: completion)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { content.snapshot.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        content.snapshot.indexPath(of: itemIdentifier)
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { content.sectionIdentifier(for: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        content.snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { content.snapshot.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content.snapshot.sections[section].items.count
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = content.snapshot.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            UIView.report(
                .invalidArgument, "UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
