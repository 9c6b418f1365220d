import TestSupport
@testable import UIKit
import XCTest

/// When a collection view sets its cells' `isSelected` (Apple: "you typically don't set the value
/// of this property directly… the collection view" changes it with the item's selection): only
/// when the selection changes, so a cell that restyles itself in an `isSelected` observer keeps
/// the look its data source gave it in `cellForItemAt` — the pattern of segmented headers whose
/// cells colour the current title themselves (before, every cell shown got `isSelected = false`
/// and lost its colour).
@MainActor
final class CollectionSelectionStateTests: XCTestCase {
    final class SegmentCell: UICollectionViewCell {
        override var isSelected: Bool {
            didSet { contentView.backgroundColor = isSelected ? .systemGreen : .systemGray }
        }
    }

    final class Segments: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var current = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "segment", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item == current ? .systemRed : .white
            return cell
        }
    }

    func testCellsKeepTheLookOfCellForItemAt_andTheSelectionRestylesTheSelectedOne() async throws {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        let model = Segments()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 320, height: 60), collectionViewLayout: layout)
        collection.register(SegmentCell.self, forCellWithReuseIdentifier: "segment")
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        var image = try renderTurn(window)
        var first = pixel(image, CGPoint(x: 40, y: 120), scale: 3)
        XCTAssertEqual(
            [first.red, first.green, first.blue], [255, 59, 48], "the data source's red, not the observer's grey")
        let second = pixel(image, CGPoint(x: 130, y: 120), scale: 3)
        XCTAssertEqual([second.red, second.green, second.blue], [255, 255, 255])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        image = try renderTurn(window)
        let selected = pixel(image, CGPoint(x: 130, y: 120), scale: 3)
        XCTAssertEqual(
            [selected.red, selected.green, selected.blue], [52, 199, 89], "the selection restyles its cell")
        first = pixel(image, CGPoint(x: 40, y: 120), scale: 3)
        XCTAssertEqual([first.red, first.green, first.blue], [255, 59, 48])
        withExtendedLifetime(model) {}
    }
}
