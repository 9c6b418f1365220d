import Foundation
@testable import UIKit
import XCTest

/// `UICollectionViewDelegate`'s context-menu questions (iOS 13's per item, iOS 16's for a set of
/// items): declared with UIKit's defaults (no menu), overridable in a `UICollectionViewController`
/// subclass as on iOS. ViewLab keeps them and never opens a menu (Docs/uikit.md).
@MainActor
final class CollectionContextMenuTests: XCTestCase {
    final class Gallery: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "item \(indexPath.item)" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "", children: [])
            }
        }
    }

    final class Quiet: NSObject, UICollectionViewDelegate {}

    func testTheDefaultsGiveNoMenuAndAnOverrideGivesItsOwn() async throws {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let quiet = Quiet()
        collection.delegate = quiet
        XCTAssertNil(
            collection.delegate?.collectionView(
                collection, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero))
        XCTAssertNil(
            collection.delegate?.collectionView(collection, contextMenuConfigurationForItemsAt: [], point: .zero))
        let gallery = Gallery(collectionViewLayout: UICollectionViewFlowLayout())
        let menu = try XCTUnwrap(
            gallery.collectionView.delegate?.collectionView(
                gallery.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 2, section: 0), point: .zero)
        )
        XCTAssertEqual(menu.identifier as? NSString, "item 2")
        XCTAssertNil(
            gallery.collectionView(
                gallery.collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 0)],
                point: .zero))
    }
}
