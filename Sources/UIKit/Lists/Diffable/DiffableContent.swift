import Foundation

/// What UIKit's two diffable data sources (`UITableViewDiffableDataSource`,
/// `UICollectionViewDiffableDataSource`) keep alike: the snapshot shown, and applying one — the
/// list reloads at once, and is laid out at once when it is in a window (ViewLab does not animate
/// the differences).
struct DiffableContent<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot shown.
    var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// After a new snapshot: reloads `list` with `reload` (laid out at once when it is in a
    /// window), then calls `completion`. Not mutating: the list asks the data source for the new
    /// content while it reloads.
    @MainActor
    static func show(in list: UIScrollView?, reload: () -> Void, completion: (() -> Void)?) {
        reload()
        if list?.window != nil { list?.layoutIfNeeded() }
        completion?()
    }

    /// The identifier of the section at `index`, nil past the end.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }
}
