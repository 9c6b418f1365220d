import Foundation

/// The state of a list's data: sections and their items, by identifier
/// (`NSDiffableDataSourceSnapshot`, iOS 13). A value: change a copy, then `apply` it.
/// Identifiers must be unique, as on iOS (a duplicate is reported and skipped).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items reloaded or reconfigured since the snapshot was taken (kept for `apply`).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items(in: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items(in: identifier)
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    private func items(in section: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == section }?.items ?? []
    }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where indexOfSection(id) == nil { sections.append((id, [])) }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: - Items

    /// Appends items to `section` (default: the last section).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
        else {
            Self.report("there are currently no sections in the data source; please add a section first")
            return
        }
        for id in identifiers {
            guard indexOfItem(id) == nil else {
                Self.report("diffable data source: duplicate item identifier \(id) skipped")
                continue
            }
            sections[index].items.append(id)
        }
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, near: beforeIdentifier, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, near: afterIdentifier, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, offset: Int) {
        for s in sections.indices {
            if let i = sections[s].items.firstIndex(of: anchor) {
                sections[s].items.insert(contentsOf: identifiers.filter { indexOfItem($0) == nil }, at: i + offset)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// The item at a row or item index path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
}

extension NSDiffableDataSourceSnapshot {
    /// A snapshot may be built on any queue (iOS allows applying one off the main queue); a misuse
    /// is reported through UIKit's diagnostics on the main thread and as a line on stderr elsewhere.
    static func report(_ message: String) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIView.report(.invalidArgument, message) }
        } else {
            FileHandle.standardError.write(Data("viewlab: error: \(message)\n".utf8))
        }
    }
}
