import UIKit
import XCTest

/// Self-sizing with a layout of one's own (a vertical list whose rows start at an estimated
/// height): the collection view asks each cell it shows for `preferredLayoutAttributesFitting(_:)`,
/// then the layout `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// and `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` (Apple,
/// `UICollectionViewLayout`: "When the cell provides a set of modified attributes, the collection
/// view calls this method to determine if the cell's change requires a larger layout refresh"),
/// and lays the items out again with the heights the layout kept.
@MainActor
final class CustomLayoutSelfSizingTests: XCTestCase {
    /// Rows of the full width, 100 pt until a cell says otherwise.
    final class EstimatingListLayout: UICollectionViewLayout {
        var heights: [IndexPath: CGFloat] = [:]
        var asked: [IndexPath] = []
        private var cache: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            var y: CGFloat = 0
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let indexPath = IndexPath(item: item, section: 0)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                let height = heights[indexPath] ?? 100
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
                y += height
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.first { $0.indexPath == indexPath }
        }
        override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            asked.append(preferredAttributes.indexPath)
            return preferredAttributes.size.height != originalAttributes.size.height
        }
        override func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutInvalidationContext {
            heights[preferredAttributes.indexPath] = preferredAttributes.size.height
            let context = super.invalidationContext(
                forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            context.invalidateItems(at: [preferredAttributes.indexPath])
            return context
        }
    }

    /// A cell whose height comes from its label's lines, pinned with 8 pt margins; its width is
    /// the layout's.
    final class NoteCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.height =
                contentView.systemLayoutSizeFitting(
                    CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
            attributes.size.width = layoutAttributes.size.width
            return attributes
        }
    }

    final class Notes: NSObject, UICollectionViewDataSource {
        let texts = ["One line", "Two lines\nof text", "Three\nlines\nhere"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            texts.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
            cell.label.text = texts[indexPath.item]
            return cell
        }
    }

    func testCellsShownAreAskedTheirPreferredSize_andTheLayoutKeepsIt() async throws {
        let layout = EstimatingListLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 240, height: 400), collectionViewLayout: layout)
        collection.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let notes = Notes()
        collection.dataSource = notes
        collection.layoutIfNeeded()

        XCTAssertEqual(Set(layout.asked), Set((0..<3).map { IndexPath(item: $0, section: 0) }))
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        var y: CGFloat = 0
        for item in 0..<3 {
            let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: item, section: 0)))
            XCTAssertEqual(cell.frame.minY, y, accuracy: 0.5, "item \(item) follows the one above")
            XCTAssertEqual(
                cell.frame.height, 16 + CGFloat(item + 1) * lineHeight, accuracy: 2, "item \(item): its lines")
            y = cell.frame.maxY
        }
        XCTAssertEqual(collection.contentSize.height, y, accuracy: 0.5)
        layout.asked = []
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.asked, [], "cells already shown are not asked again")
    }
}
