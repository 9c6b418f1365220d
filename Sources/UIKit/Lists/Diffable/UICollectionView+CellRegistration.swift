import Foundation

extension UICollectionView {
    /// A cell class with its configuration, registered on first use (`CellRegistration`, iOS 14).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler

        public init(handler: @escaping Handler) { self.handler = handler }
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class with its configuration (`SupplementaryRegistration`, iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier = "SupplementaryRegistration-" + UUID().uuidString
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A reused or new cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellRegistrations[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell =
            dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
            ?? Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = SupplementaryKind(kind: registration.elementKind, identifier: registration.identifier)
        if supplementaryRegistrations[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.identifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
            as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
