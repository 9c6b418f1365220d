import UIKit
import XCTest

/// A layout is asked about bounds changes only once it belongs to its collection view: a layout
/// that reads `collectionView!` in `shouldInvalidateLayout(forBoundsChange:)` (a dynamics-driven
/// card list does) trapped when the collection view set its first frame inside its initialiser.
@MainActor
final class CollectionLayoutAttachmentTests: XCTestCase {
    final class UnwrappingLayout: UICollectionViewFlowLayout {
        var asked: [CGRect] = []
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            asked.append(collectionView!.bounds)
            return super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
    }

    func testTheLayoutIsAskedOnlyOnceAttached() async {
        let layout = UnwrappingLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        XCTAssertTrue(layout.asked.isEmpty, "not asked while the collection view was being made")
        collectionView.bounds = CGRect(x: 0, y: 0, width: 300, height: 480)
        XCTAssertEqual(
            layout.asked, [CGRect(x: 0, y: 0, width: 320, height: 480)],
            "asked once attached, with the old bounds current")
    }
}
