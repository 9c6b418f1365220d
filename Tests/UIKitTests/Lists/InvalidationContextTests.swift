import UIKit
import XCTest

/// Apple, `UICollectionViewLayout`: `invalidateLayout()` "calls `invalidateLayout(with:)` with an
/// invalidation context that invalidates everything"; when `shouldInvalidateLayout(forBoundsChange:)`
/// says yes, the collection view asks `invalidationContext(forBoundsChange:)` for a context of the
/// layout's `invalidationContextClass` and hands it to `invalidateLayout(with:)`. Layouts of
/// paging and carousel libraries override `invalidateLayout(with:)` to track the size.
@MainActor
final class InvalidationContextTests: XCTestCase {
    final class PagingContext: UICollectionViewFlowLayoutInvalidationContext {}

    final class TrackingLayout: UICollectionViewFlowLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override class var invalidationContextClass: AnyClass { PagingContext.self }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            contexts.append(context)
        }
    }

    /// A cell that archives its outlets, as cells written for Interface Builder do (`NSCoding`).
    final class ArchivingCell: UICollectionViewCell {
        var encoded = false
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded = true
        }
    }

    func testInvalidateLayoutPassesAContextThatInvalidatesEverything() async throws {
        let layout = TrackingLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        layout.contexts = []
        layout.invalidateLayout()
        let everything = try XCTUnwrap(layout.contexts.last)
        XCTAssertTrue(everything is PagingContext, "the layout's invalidationContextClass")
        XCTAssertTrue(everything.invalidateEverything)
        XCTAssertTrue(everything.invalidateDataSourceCounts)

        collection.bounds.origin.y = 40  // a scroll the layout accepts
        let scrolled = try XCTUnwrap(layout.contexts.last)
        XCTAssertFalse(scrolled === everything)
        XCTAssertFalse(scrolled.invalidateEverything, "a bounds change does not invalidate everything")
        scrolled.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(scrolled.invalidatedItemIndexPaths, [IndexPath(item: 2, section: 0)])
    }

    /// A flow layout that centres its items by content insets computed from the collection view's
    /// size in `invalidateLayout(with:)` (the carousel idiom): UIKit invalidates after setting the
    /// new bounds, so the layout reads the new size, not the old one.
    final class CentringLayout: UICollectionViewFlowLayout {
        var sizesSeen: [CGSize] = []
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            guard let collectionView else { return }
            sizesSeen.append(collectionView.bounds.size)
            let inset = (collectionView.bounds.width - itemSize.width) / 2
            collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            collectionView.contentOffset = CGPoint(x: -inset, y: 0)
        }
    }

    func testABoundsChangeInvalidatesTheLayoutAfterTheNewBoundsAreSet() async {
        let layout = CentringLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 100)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        layout.sizesSeen = []
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
        XCTAssertEqual(
            layout.sizesSeen.last, CGSize(width: 300, height: 120), "invalidateLayout(with:) sees the new size")
        XCTAssertEqual(collection.contentInset.left, 50)
        XCTAssertEqual(collection.contentOffset.x, -50, "the first item centred")
    }

    /// A layout that keeps an anchor across a rotation, as magazine and grid layouts do: Apple,
    /// `prepare(forAnimatedBoundsChange:)` "before performing any animated changes to the view's
    /// bounds", `finalizeAnimatedBoundsChange()` "after any animated changes … have occurred".
    final class AnchoringLayout: UICollectionViewFlowLayout {
        var events: [String] = []
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            events.append("prepare from \(Int(oldBounds.width))")
        }
        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            events.append("finalize at \(Int(collectionView?.bounds.width ?? 0))")
        }
        override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
        override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    func testAnAnimatedSizeChangeIsBracketedByPrepareAndFinalize() async {
        let layout = AnchoringLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collection.layoutIfNeeded()
        collection.frame.size.width = 260
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.events, [], "a size change outside an animation block is not an animated one")

        UIView.animate(withDuration: 0.3) { collection.frame.size.width = 320 }
        XCTAssertEqual(layout.events, ["prepare from 260"], "told before the change, with the old bounds")
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.events, ["prepare from 260", "finalize at 320"], "finalized after the layout pass")
        XCTAssertNil(
            layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    }

    /// Apple, `UICollectionViewLayoutInvalidationContext.invalidateEverything`: "set to true when
    /// the collection view's reloadData method is called". A layout that rebuilds its sections only
    /// from such a context (magazine layouts) is told so when it is attached and on every reload.
    func testReloadDataAndANewLayoutInvalidateEverythingThroughTheLayoutsContext() async throws {
        let layout = TrackingLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        for (name, context) in [("attached", layout.contexts.last)] {
            let context = try XCTUnwrap(context, name)
            XCTAssertTrue(
                context is PagingContext && context.invalidateEverything && context.invalidateDataSourceCounts)
        }
        layout.contexts = []
        collection.reloadData()
        XCTAssertEqual(layout.contexts.count, 1)
        XCTAssertTrue(layout.contexts.last?.invalidateEverything == true, "reloadData")
        XCTAssertTrue(layout.contexts.last?.invalidateDataSourceCounts == true)
        let next = TrackingLayout()
        collection.collectionViewLayout = next
        XCTAssertTrue(next.contexts.last?.invalidateEverything == true, "a new layout")
    }

    func testPlaceholderObjectsAndArchivingCompile() async {
        let cell = ArchivingCell(frame: .zero)
        cell.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
        XCTAssertTrue(cell.encoded)
        // `var color = UIColor()` and `font ?? UIFont()`: NSObject's init, inherited on iOS.
        XCTAssertEqual(UIColor().cgColor.alpha, 0)
        XCTAssertEqual(UIFont().pointSize, 12)
        XCTAssertEqual(UIFont().familyName, UIFont.systemFont(ofSize: 12).familyName)
    }
}
