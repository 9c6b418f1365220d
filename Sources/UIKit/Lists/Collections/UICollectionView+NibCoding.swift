import CoreGraphics

/// A collection view restored from a nib: what IB stored for the view (again, over the defaults
/// the collection view sets after `super.init(coder:)`, as its other subclasses do) and its
/// `<collectionViewFlowLayout key="collectionViewLayout">` — `scrollDirection`, the line and
/// interitem spacing, `itemSize`, `estimatedItemSize`, the header and footer reference sizes and
/// `sectionInset`. Its `dataSource` and `delegate` outlets are connected afterwards, as on iOS.
extension UICollectionView {
    func decodeCollectionView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        guard let object = decoder.object.flowLayout else { return }
        let stored = UINibDecoder(object: object, instantiation: decoder.instantiation)
        let layout = UICollectionViewFlowLayout()
        if stored.string("scrollDirection") == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = stored.cgFloat("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = stored.cgFloat("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        func size(_ key: String) -> CGSize? {
            if case .size(let size)? = object.values[key] { return size }
            return nil
        }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let estimated = size("estimatedItemSize") { layout.estimatedItemSize = estimated }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if case .insets(let inset)? = object.values["sectionInset"] { layout.sectionInset = inset }
        collectionViewLayout = layout
    }
}
