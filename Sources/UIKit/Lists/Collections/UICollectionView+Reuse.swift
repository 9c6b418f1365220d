import CoreGraphics
import Foundation

/// Registering and dequeuing cells and supplementary views, as on iOS: a dequeue takes a view
/// from the identifier's queue (after `prepareForReuse()`) or makes one of the registered class
/// (`init(frame:)`) or nib, and gives it the element's layout attributes before it returns it, so
/// `collectionView(_:cellForItemAt:)` sees the cell at its size — code there that sizes a subview
/// from `cell.bounds` (a selection circle, a gradient) gets the item's size, not zero. UIKit
/// applies the attributes inside the dequeue: a widely reproduced observation (stack traces of
/// a cell's `apply(_:)` override run from `dequeueReusableCell(withReuseIdentifier:for:)`, and
/// `cell.bounds.size` in `cellForItemAt` already the layout's item size, where a table view's
/// freshly made cell still has its default 320×44).
extension UICollectionView {
    func registerCell(_ cellClass: AnyClass?, identifier: String) {
        cellRegistrations[identifier] = (cellClass as? UICollectionViewCell.Type).map { .viewClass($0) }
    }

    func registerCell(_ nib: UINib?, identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    func registerSupplementary(_ viewClass: AnyClass?, kind elementKind: String, identifier: String) {
        supplementaryRegistrations[SupplementaryKind(kind: elementKind, identifier: identifier)] =
            (viewClass as? UICollectionReusableView.Type).map { .viewClass($0) }
    }

    func registerSupplementary(_ nib: UINib?, kind: String, identifier: String) {
        supplementaryRegistrations[SupplementaryKind(kind: kind, identifier: identifier)] = nib.map { .nib($0) }
    }

    /// `dequeueReusableCell`, whose overridable declaration is in the class body.
    func dequeueReusableCellImpl(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = dequeue(
            queue: "cell/" + identifier, source: cellRegistrations[identifier], identifier: identifier)
            as? UICollectionViewCell
        {
            applyAttributesBeingDequeued(to: cell, category: .cell, kind: nil, at: indexPath)
            return cell
        }
        UIView.report(
            .invalidArgument,
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// `dequeueReusableSupplementaryView`, whose overridable declaration is in the class body.
    func dequeueReusableSupplementaryViewImpl(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryKind(kind: elementKind, identifier: identifier)
        if let view = dequeue(
            queue: elementKind + "/" + identifier, source: supplementaryRegistrations[key], identifier: identifier)
        {
            applyAttributesBeingDequeued(to: view, category: .supplementaryView, kind: elementKind, at: indexPath)
            return view
        }
        UIView.report(
            .invalidArgument,
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"
        )
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// The attributes of the element being realized, when `view` is dequeued for it.
    private func applyAttributesBeingDequeued(
        to view: UICollectionReusableView, category: UICollectionViewLayoutAttributes.Category, kind: String?,
        at indexPath: IndexPath
    ) {
        guard let attributes = attributesBeingDequeued, attributes.indexPath == indexPath,
            attributes.representedElementCategory == category, attributes.representedElementKind == kind
        else { return }
        apply(attributes, to: view)
    }

    private func dequeue(queue key: String, source: ReusableSource?, identifier: String) -> UICollectionReusableView? {
        if var queue = reuseQueue[key], !queue.isEmpty {
            let view = queue.removeLast()
            reuseQueue[key] = queue
            view.prepareForReuse()
            return view
        }
        let view = source?.make()
        view?.reuseIdentifier = identifier
        return view
    }

    /// Takes a view off screen into its queue.
    func enqueue(_ view: UICollectionReusableView, kind: String?) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            if cell.isSelected { cell.isSelected = false }
            if cell.isHighlighted { cell.isHighlighted = false }
        }
        guard let identifier = view.reuseIdentifier else { return }
        reuseQueue[(kind ?? "cell") + "/" + identifier, default: []].append(view)
    }
}
