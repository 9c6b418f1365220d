import Foundation
@testable import UIKit
import XCTest

/// A table that swaps its data source and delegate for a placeholder's and back, keeping the
/// app's pair aside — overriding `delegate` with the table's own protocol, as Objective-C
/// declares it (our fixture, in the style of placeholder libraries).
private final class SwitchingTable: UITableView {
    weak var savedDelegate: UITableViewDelegate?
    var delegateChanges = 0
    override weak var delegate: UITableViewDelegate? {
        didSet {
            delegateChanges += 1
            if delegate is Placeholder { return }
            savedDelegate = delegate
        }
    }
}

/// A collection view whose `delegate` override reads and writes through `super`.
private final class ForwardingGrid: UICollectionView {
    var forwarded: [String] = []
    override var delegate: UICollectionViewDelegate? {
        get { super.delegate }
        set {
            forwarded.append(newValue.map { String(describing: type(of: $0)) } ?? "nil")
            super.delegate = newValue
        }
    }
}

private final class Placeholder: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 300 }
}

private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDelegate {
    var scrolls = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

private final class OnlyScrolling: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// `UITableView`, `UICollectionView` and `UITextView` declare `delegate` with their own protocol,
/// as UIKit's headers and Swift interface do (`weak open var delegate: (any UITableViewDelegate)?`
/// on the table), while `UIScrollView`'s stays `UIScrollViewDelegate?` and reads the same object.
@MainActor
final class ScrollViewDelegateTypeTests: XCTestCase {
    /// The narrow type, as iOS types it: the table's delegate answers the table's questions
    /// without a cast, and a subclass overrides it with that type; its observer runs.
    func testATableSubclassOverridesTheNarrowDelegateAndItsObserverRuns() async {
        let table = SwitchingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let rows = Rows()
        let placeholder = Placeholder()
        table.dataSource = rows
        table.delegate = rows
        table.dataSource = placeholder
        table.delegate = placeholder
        XCTAssertTrue(table.savedDelegate === rows, "the placeholder is not saved")
        XCTAssertEqual(table.delegateChanges, 2)
        let height: CGFloat? = table.delegate?.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(height, 300)
        table.layoutIfNeeded()
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 300, "the table asks the new delegate")
        table.dataSource = rows
        table.delegate = table.savedDelegate
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60)
    }

    /// Set through a reference typed `UIScrollView` (Interface Builder's outlet, a scroll-view
    /// helper): the table's own `delegate` is that object, and its scroll callbacks come.
    func testSettingTheDelegateAsAScrollViewSetsTheTablesDelegate() async {
        let table = SwitchingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        let rows = Rows()
        table.dataSource = rows
        let scrollView: UIScrollView = table
        scrollView.delegate = rows
        XCTAssertTrue(table.delegate === rows)
        XCTAssertTrue(table.savedDelegate === rows, "the subclass's observer ran")
        XCTAssertTrue(scrollView.delegate === rows)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(rows.scrolls, 1)
        // An object that is only a scroll view delegate: kept for the scroll callbacks, as
        // Objective-C keeps any object; the table has no table delegate.
        let watcher = OnlyScrolling()
        scrollView.delegate = watcher
        XCTAssertNil(table.delegate)
        XCTAssertTrue(scrollView.delegate === watcher)
        table.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(watcher.scrolls, 1)
    }

    /// A collection view subclass overriding `delegate` with a getter and setter through `super`;
    /// the scroll view reads what the override stored.
    func testACollectionViewDelegateOverrideForwardsThroughSuper() async {
        let grid = ForwardingGrid(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let rows = Rows()
        grid.delegate = rows
        (grid as UIScrollView).delegate = nil
        XCTAssertEqual(grid.forwarded, ["Rows", "nil"])
        XCTAssertNil((grid as UIScrollView).delegate)
    }

    /// A text view's delegate is typed `UITextViewDelegate?`; a scroll-view reference shares it.
    func testATextViewsDelegateIsTheTextViewProtocol() async {
        final class Counter: NSObject, UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let textView = UITextView()
        let counter = Counter()
        (textView as UIScrollView).delegate = counter
        textView.delegate?.textViewDidChange(textView)
        XCTAssertEqual(counter.changes, 1)
        XCTAssertTrue(textView.delegate === counter)
    }
}
