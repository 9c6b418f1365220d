import UIKit
import XCTest

/// Compositional layouts, list sections, swipe actions and editing through the public API, as an
/// app's tests would use them. Sources: Apple's documentation of `NSCollectionLayoutGroup`
/// (`horizontal(layoutSize:subitem:count:)`: "equally sized items"), `NSCollectionLayoutSection`
/// (`orthogonalScrollingBehavior`), `UICollectionLayoutListConfiguration`, `UIContextualAction`
/// (`backgroundColor` "determined by the value of the style property") and
/// `UIViewController.setEditing(_:animated:)`; the 44 pt row and the 10 pt inset grouped corner
/// are the table metrics (HIG, *Lists and tables*; see Docs/uikit.md).
final class CompositionalListsTests: XCTestCase {
    final class Tile: UICollectionViewCell {}

    final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            if let list = cell as? UICollectionViewListCell {
                var content = list.defaultContentConfiguration()
                content.text = "Row \(indexPath.item)"
                list.contentConfiguration = content
                list.accessories = [.disclosureIndicator()]
            }
            return cell
        }
    }

    private func collection(_ layout: UICollectionViewLayout, cell: AnyClass, source: Source) -> UICollectionView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(cell, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        window.addSubview(view)
        view.layoutIfNeeded()
        return view
    }

    func testAGridOfThreeEquallySizedItemsPerRow() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                                       subitem: item, count: 3)
        group.interItemSpacing = .fixed(15)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 15
        let source = Source([7])
        let view = collection(UICollectionViewCompositionalLayout(section: section), cell: Tile.self, source: source)
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 135, y: 0, width: 120, height: 120))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minY, 270)
        XCTAssertEqual(view.contentSize.height, 3 * 120 + 2 * 15)
    }

    func testACarouselSectionDoesNotGrowTheContentSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let source = Source([10])
        let view = collection(UICollectionViewCompositionalLayout(section: section), cell: Tile.self, source: source)
        XCTAssertEqual(view.contentSize, CGSize(width: 390, height: 200), "the section scrolls by itself; the collection view only vertically")
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 600)
        XCTAssertEqual(view.visibleCells.count, 2, "what the band shows")
    }

    func testAnInsetGroupedListHasTableRowsAndCorners() {
        let source = Source([3])
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = collection(layout, cell: UICollectionViewListCell.self, source: source)
        let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        XCTAssertEqual(first?.height, 44)
        XCTAssertEqual(first?.minX, 16)
        XCTAssertEqual(first?.width, 390 - 32)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.cornerRadius, 10)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.cornerRadius, 0)
    }

    func testContextualActionsDefaultTheirColourByStyle() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }
        XCTAssertEqual(delete.backgroundColor, .systemRed)
        XCTAssertEqual(more.backgroundColor, .systemGray)
        more.backgroundColor = .systemBlue
        XCTAssertEqual(more.backgroundColor, .systemBlue)
        let configuration = UISwipeActionsConfiguration(actions: [delete, more])
        XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
        XCTAssertEqual(configuration.actions.map(\.title), ["Delete", "More"])
    }

    func testEditingATableControllerPutsItsTableInEditingMode() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let controller = Controller(style: .plain)
        XCTAssertEqual(controller.editButtonItem.title, "Edit")
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        XCTAssertEqual(controller.editButtonItem.title, "Done")
    }
}
