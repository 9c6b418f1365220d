import UIKit
import XCTest

/// The layout is prepared before the collection view asks its data source for counts it has not
/// asked yet, so a data source that answers from what its layout prepared (a calendar whose item
/// counts come from its layout's cell cache) shows its items, as on iOS.
@MainActor
final class CollectionLayoutPreparationTests: XCTestCase {
    final class CachingLayout: UICollectionViewLayout {
        var cache: [UICollectionViewLayoutAttributes] = []
        override func prepare() {
            super.prepare()
            cache = (0..<6).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item) * 30, y: 0, width: 30, height: 30)
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 180, height: 30) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath.item]
        }
    }

    final class CacheCounting: NSObject, UICollectionViewDataSource {
        let layout: CachingLayout
        init(_ layout: CachingLayout) { self.layout = layout }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            layout.cache.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath)
        }
    }

    func testADataSourceCountingWhatItsLayoutPrepared_showsItsItems() async throws {
        let layout = CachingLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 180, height: 30), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "day")
        let source = CacheCounting(layout)
        collection.dataSource = source
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 30))
        window.addSubview(collection)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 6)
        XCTAssertEqual(collection.visibleCells.count, 6)
    }
}
