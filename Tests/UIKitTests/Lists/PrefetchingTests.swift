import Foundation
@testable import UIKit
import XCTest

/// `prefetchDataSource` (iOS 10/15): typed with its protocol, held weakly, never asked here (a
/// preview does not scroll by itself), and a data source that adopts only the required method
/// compiles, as on iOS.
@MainActor
final class PrefetchingTests: XCTestCase {
    private final class Loader: NSObject, UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            asked += indexPaths
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
    }

    func testPrefetchDataSourcesAreTypedAndHeldWeakly() async {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let table = UITableView()
        var loader: Loader? = Loader()
        collection.prefetchDataSource = loader
        table.prefetchDataSource = loader
        XCTAssertTrue(collection.prefetchDataSource === loader)
        XCTAssertTrue(table.isPrefetchingEnabled && collection.isPrefetchingEnabled)
        loader?.collectionView(collection, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(loader?.asked, [], "the optional cancel has a default that does nothing")
        loader = nil
        XCTAssertNil(collection.prefetchDataSource)
        XCTAssertNil(table.prefetchDataSource)
    }
}
