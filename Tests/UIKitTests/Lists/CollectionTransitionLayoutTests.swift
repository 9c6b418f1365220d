import TestSupport
@testable import UIKit
import XCTest

/// Interactive layout transitions (Apple, `startInteractiveTransition(to:completion:)` and
/// `UICollectionViewTransitionLayout`): a list/grid switcher drives `transitionProgress` from a
/// display link; the cells stand between the two layouts' frames as it goes, the delegate may give
/// its own transition layout, and finishing installs the next layout (cancelling the current).
@MainActor
final class CollectionTransitionLayoutTests: XCTestCase {
    final class Switcher: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        final class Custom: UICollectionViewTransitionLayout {}
        var made: [Custom] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            let layout = Custom(currentLayout: fromLayout, nextLayout: toLayout)
            made.append(layout)
            return layout
        }
    }

    /// A collection view in the list layout, shown in a window; the grid layout to switch to.
    private func showList(_ model: Switcher, asDelegate: Bool) -> (
        UIWindow, UICollectionView, list: UICollectionViewFlowLayout, grid: UICollectionViewFlowLayout
    ) {
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 300, height: 40)
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        let window = makeWindow()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 320, height: 500), collectionViewLayout: list)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        if asDelegate { collection.delegate = model }
        window.addSubview(collection)
        window.runTurn()
        return (window, collection, list, grid)
    }

    func testTheCellsStandBetweenTheLayouts_andFinishingInstallsTheNextOne() async throws {
        let model = Switcher()
        let (window, collection, list, grid) = showList(model, asDelegate: true)
        let item = IndexPath(item: 1, section: 0)
        let from = try XCTUnwrap(collection.cellForItem(at: item)).frame
        var outcome: (Bool, Bool)?
        let transition = collection.startInteractiveTransition(to: grid) { outcome = ($0, $1) }
        XCTAssertTrue(transition === model.made.first, "the delegate's transition layout")
        XCTAssertTrue(collection.collectionViewLayout === transition)
        transition.transitionProgress = 1
        collection.layoutIfNeeded()
        let to = try XCTUnwrap(collection.cellForItem(at: item)).frame
        XCTAssertNotEqual(from, to)
        transition.transitionProgress = 0.5
        collection.layoutIfNeeded()
        let middle = try XCTUnwrap(collection.cellForItem(at: item)).frame
        XCTAssertEqual(middle.midX, (from.midX + to.midX) / 2, accuracy: 0.01)
        XCTAssertEqual(middle.midY, (from.midY + to.midY) / 2, accuracy: 0.01)
        XCTAssertEqual(middle.width, 200, accuracy: 0.01, "(300 + 100) / 2")
        XCTAssertEqual(middle.height, 70, accuracy: 0.01, "(40 + 100) / 2")
        let image = try renderTurn(window)
        let inside = pixel(image, CGPoint(x: middle.midX, y: 100 + middle.midY), scale: 3)
        XCTAssertEqual(inside.blue, UIColor.systemBlue.rgba8().2, "the cell is drawn at its in-between frame")
        XCTAssertNil(outcome)
        collection.finishInteractiveTransition()
        XCTAssertEqual(outcome?.0, true)
        XCTAssertEqual(outcome?.1, true, "finished")
        XCTAssertTrue(collection.collectionViewLayout === grid)
        XCTAssertTrue(grid.collectionView === collection)
        XCTAssertNil(list.collectionView, "the old layout leaves the collection view")
        XCTAssertEqual(try XCTUnwrap(collection.cellForItem(at: item)).frame, to)
    }

    func testCancellingPutsTheCurrentLayoutBack() async throws {
        let model = Switcher()
        let (window, collection, list, grid) = showList(model, asDelegate: false)
        defer { withExtendedLifetime(window) {} }
        let from = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        var outcome: (Bool, Bool)?
        let transition = collection.startInteractiveTransition(to: grid) { outcome = ($0, $1) }
        XCTAssertFalse(transition is Switcher.Custom, "without a delegate, a plain transition layout")
        transition.transitionProgress = 0.3
        collection.layoutIfNeeded()
        collection.cancelInteractiveTransition()
        XCTAssertEqual(outcome?.1, false, "cancelled")
        XCTAssertTrue(collection.collectionViewLayout === list)
        XCTAssertEqual(try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0))).frame, from)
        withExtendedLifetime(model) {}
    }
}
