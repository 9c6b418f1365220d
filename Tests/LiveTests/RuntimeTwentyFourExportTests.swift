import Foundation
import ImageIO
import TestSupport
import XCTest

/// Runtime idioms of the twenty-third measurement's held-out libraries and this round, in our own
/// words, through the real `viewlab export --package`: each preview paints a 60 × 60 swatch green
/// only when what it checked at run time holds (red otherwise). Before this round none of these
/// compiled, or the collection view never came back from setting its data source.
final class RuntimeTwentyFourExportTests: XCTestCase {
    /// A placeholder table and collection view: `delegate` overridden with the list's own
    /// protocol and an observer that keeps the app's delegate aside; the collection view's
    /// `reloadData()` override switches data sources (setting one must not call it again).
    static let placeholders = """
        import UIKit

        final class EmptyRows: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource, UICollectionViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 200 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "empty", for: indexPath)
            }
        }

        open class PlaceholderTable: UITableView {
            weak var appDelegate: UITableViewDelegate?
            open override weak var delegate: UITableViewDelegate? {
                didSet {
                    if delegate is EmptyRows { return }
                    appDelegate = delegate
                }
            }
        }

        open class PlaceholderGrid: UICollectionView {
            let empty = EmptyRows()
            var reloads = 0
            open override weak var delegate: UICollectionViewDelegate? {
                didSet { reloads += 0 }
            }
            open override func reloadData() {
                reloads += 1
                if dataSource?.collectionView(self, numberOfItemsInSection: 0) ?? 0 == 0 {
                    dataSource = empty
                    delegate = empty
                    return
                }
                super.reloadData()
            }
        }
        """

    /// A focus-tracking layout of the Swift 4 era: `weak var` in an `@objc` protocol, and the
    /// header height read through the flow-layout delegate's optional method.
    static let focus = """
        import UIKit

        @objc public protocol FocusDelegate: class {
            func focusDidChange(to index: Int)
        }

        @objc public protocol FocusTracking: class {
            var focused: Int { get }
            weak var focusDelegate: FocusDelegate? { get set }
        }

        open class FocusLayout: UICollectionViewFlowLayout, FocusTracking {
            public var focused = 0
            public weak var focusDelegate: FocusDelegate?
            var headerHeight: CGFloat = -1
            open override func prepare() {
                super.prepare()
                guard let collection = collectionView else { return }
                let delegate = collection.delegate as? UICollectionViewDelegateFlowLayout
                headerHeight = delegate?.collectionView?(collection, layout: self, referenceSizeForHeaderInSection: 0).height ?? 0
            }
        }

        final class Headers: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                CGSize(width: 10, height: 24)
            }
        }

        final class Pager: UIScrollView {
            var seen: [String] = []
            override weak var delegate: UIScrollViewDelegate? {
                didSet { seen.append(delegate == nil ? "nil" : "set") }
            }
        }

        final class Watcher: NSObject, UIScrollViewDelegate {}

        func transcript() -> String {
            let text = NSMutableString()
            text.append("a")
            text.appendFormat("%d", 2)
            return (text as String) + (NSMutableString(format: "-%@", "b") as String)
        }
        """

    static let previews = """
        import UIKit

        #Preview("Placeholders", traits: .fixedLayout(width: 60, height: 60)) {
            let rows = EmptyRows()
            let table = PlaceholderTable(frame: CGRect(x: 0, y: 0, width: 60, height: 300), style: .plain)
            table.delegate = rows
            let saved = table.appDelegate == nil
            let grid = PlaceholderGrid(frame: CGRect(x: 0, y: 0, width: 60, height: 60), collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "empty")
            grid.reloadData()
            let height = table.delegate?.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
            return swatch(saved && grid.reloads == 1 && grid.dataSource === grid.empty && height == 200)
        }

        #Preview("Focus", traits: .fixedLayout(width: 60, height: 60)) {
            let layout = FocusLayout()
            let headers = Headers()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 60, height: 60), collectionViewLayout: layout)
            collection.dataSource = headers
            collection.delegate = headers
            collection.layoutIfNeeded()
            let pager = Pager()
            let watcher = Watcher()
            pager.delegate = watcher
            pager.delegate = nil
            let tracking: FocusTracking = layout
            return swatch(layout.headerHeight == 24 && pager.seen == ["set", "nil"] && tracking.focused == 0 && transcript() == "a2-b")
        }

        """

    func testRuntimeIdiomsOfThisRoundCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Placeholders.swift": Self.placeholders, "Focus.swift": Self.focus,
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-runtime24-pkg", out: "viewlab-runtime24-out", name: "Components",
            targets: ["Components": files])
        try assertGreenSwatches(["Placeholders", "Focus"], in: out, stdout: result.stdout, stderr: result.stderr)
    }
}
