import TestSupport
@testable import UIKit
import XCTest

final class TileCell: UICollectionViewCell {
    @MainActor static var made = 0
    var reuses = 0
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        TileCell.made += 1
        contentView.backgroundColor = .systemBlue
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var selected: [IndexPath] = []
    var headers = 0
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TileCell)?.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        headers += 1
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A carousel layout in the style of real ones: calls `super`, then changes copies.
final class FadingLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy = attributes.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = 0.5
            copy.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            copy.zIndex = copy.indexPath.item
            return copy
        }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A custom layout from scratch: one column of 60 pt rows, 4 pt apart.
final class ColumnLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    var prepared = 0
    override func prepare() {
        super.prepare()
        prepared += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 64, width: collectionView.bounds.width, height: 60)
            return attributes
        }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 64 - 4)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

@MainActor
final class UICollectionViewTests: XCTestCase {
    private func makeCollection(
        _ model: GridModel, layout: UICollectionViewLayout,
        frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 400),
        in window: UIWindow
    ) -> UICollectionView {
        showCollection(model, layout: layout, frame: frame, in: window)
    }

    func testFlowLayoutDefaultsAreApples() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
    }

    func testFlowLayoutJustifiesFullLinesAndKeepsTheLastLineAtMinimumSpacing() async {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = makeCollection(GridModel([8]), layout: layout, in: window)
        // 300 pt of line: three 90 pt items with 15 pt between them (justified), then the last line.
        let frames = (0..<8).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        XCTAssertEqual(frames[0], CGRect(x: 10, y: 10, width: 90, height: 90))
        XCTAssertEqual(frames[1].minX, 115)
        XCTAssertEqual(frames[2].maxX, 310)
        XCTAssertEqual(frames[3].minY, 110, "lines 10 pt apart")
        XCTAssertEqual(frames[6].minX, 10)
        XCTAssertEqual(frames[7].minX, 110, "the last line keeps the minimum spacing")
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 10 + 3 * 90 + 2 * 10 + 10))
    }

    func testASingleItemLineIsCentred() async {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = makeCollection(GridModel([1]), layout: layout, in: window)
        XCTAssertEqual(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 110)
    }

    func testHeadersAndHorizontalScrolling() async {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let model = GridModel([3, 3])
        let collection = makeCollection(model, layout: layout, in: window)
        XCTAssertEqual(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 80, width: 320, height: 30))
        XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
        layout.scrollDirection = .horizontal
        collection.layoutIfNeeded()
        XCTAssertEqual(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 60,
            "items fill a column first")
        XCTAssertEqual(collection.contentSize, CGSize(width: 2 * 50, height: 400), "each section one column of three")
    }

    func testOnlyVisibleItemsGetCellsAndScrolledAwayCellsAreReused() async {
        let window = makeWindow()
        TileCell.made = 0
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = GridModel([600])
        let collection = makeCollection(model, layout: layout, in: window)
        let first = TileCell.made
        XCTAssertEqual(collection.visibleCells.count, first)
        XCTAssertLessThanOrEqual(first, 15, "about four lines of three items")
        var offset: CGFloat = 0
        while offset < collection.contentSize.height - 400 {
            offset += 150
            collection.contentOffset = CGPoint(x: 0, y: offset)
            collection.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(TileCell.made, first + 6, "600 items scroll through a screenful of cells")
        XCTAssertGreaterThan(collection.visibleCells.compactMap { $0 as? TileCell }.map(\.reuses).reduce(0, +), 0)
        XCTAssertEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 599, section: 0))
        withExtendedLifetime(model) {}
    }

    func testLayoutSubclassesChangeCopiedAttributesAndCustomLayoutsPlaceCells() async throws {
        let window = makeWindow()
        let fading = FadingLayout()
        fading.itemSize = CGSize(width: 100, height: 100)
        let model = GridModel([6])
        let collection = makeCollection(model, layout: fading, in: window)
        defer { withExtendedLifetime(model) {} }
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(cell.alpha, 0.5)
        XCTAssertEqual(cell.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(
            cell.center, collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.center,
            "frame from centre and bounds")
        XCTAssertEqual(cell.bounds.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(cell.layer.zPosition, 2)

        let column = ColumnLayout()
        collection.collectionViewLayout = column
        collection.layoutIfNeeded()
        XCTAssertEqual(column.prepared, 1)
        XCTAssertEqual(collection.contentSize.height, 6 * 64 - 4)
        XCTAssertEqual(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 0, y: 64, width: 320, height: 60))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha, 1)
        collection.contentOffset = CGPoint(x: 0, y: 10)
        collection.layoutIfNeeded()
        XCTAssertEqual(column.prepared, 1, "scrolling does not prepare again unless the layout asks")
    }

    func testEstimatedItemSizeSizesCellsFromAutoLayout() async throws {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let model = GridModel([3])
        let collection = makeCollection(model, layout: layout, in: window)
        defer { withExtendedLifetime(model) {} }
        let size = try XCTUnwrap(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size)
        let label = UILabel()
        label.text = "0"
        let text = label.intrinsicContentSize
        XCTAssertEqual(size.width, ceil(text.width) + 16, accuracy: 1)
        XCTAssertEqual(size.height, ceil(text.height) + 12, accuracy: 1)
    }

    func testTappingAnItemSelectsIt() async throws {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = GridModel([6])
        let collection = makeCollection(model, layout: layout, in: window)
        window.tap(at: CGPoint(x: 160, y: 100 + 150))
        XCTAssertEqual(model.selected, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 4, section: 0))).isSelected)
        let image = try renderTurn(window)
        let blue = pixel(image, CGPoint(x: 50, y: 150), scale: 3)
        XCTAssertEqual(blue.blue, UIColor.systemBlue.rgba8().2, "cells are drawn where the layout put them")
    }

    func testADragEndsWhereTheLayoutSnapsIt() async {
        final class Snapping: UICollectionViewFlowLayout {
            override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint,
                withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                CGPoint(x: (proposedContentOffset.x / 110).rounded() * 110, y: proposedContentOffset.y)
            }
        }
        let window = makeWindow()
        let layout = Snapping()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let model = GridModel([20])
        let collection = makeCollection(
            model, layout: layout, frame: CGRect(x: 0, y: 200, width: 320, height: 100), in: window)
        window.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 160, y: 250))
        XCTAssertEqual(collection.contentOffset.x, 110, "140 pt dragged, snapped to the nearest item")
        withExtendedLifetime(model) {}
    }

    func testControllerSubclassOverridesTheDataSource() async {
        final class Grid: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            { 5 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }
        let window = makeWindow()
        let controller = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.runTurn()
        XCTAssertEqual(controller.collectionView.visibleCells.count, 5)
    }
}
