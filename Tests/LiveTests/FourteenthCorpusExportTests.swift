import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of the fourteenth corpus measurement (issues #39, #40: calendars, action sheets, empty
/// states, circle menus, chat input bars), in our own words, through the real
/// `viewlab export --package`: each fixture is written the way the components we measured write
/// it, and each preview paints a 60 × 60 swatch green only when what it checked at run time holds
/// (red otherwise). Every fixture fails to compile, or paints red, before this round.
final class FourteenthCorpusExportTests: XCTestCase {
    /// A month grid: a collection view subclass that overrides `reloadData()` and `register(…)`,
    /// narrows `delegate` to `UICollectionViewDelegate` (as iOS lets it), keeps an old name
    /// `@available(*, unavailable, renamed:)`, and whose layout reads a coder with key-value coding.
    static let calendar = """
        import UIKit

        @available(*, unavailable, renamed: "MonthGrid")
        open class OldMonthGrid: UICollectionView {}

        open class MonthGrid: UICollectionView {
            var reloads = 0
            var supplementaryKinds: [String] = []
            public init() { super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
            @available(*, unavailable, message: "Use MonthGrid() instead.")
            public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame, collectionViewLayout: layout) }
            required public init?(coder: NSCoder) { super.init(coder: coder) }
            open override func reloadData() {
                reloads += 1
                super.reloadData()
            }
            open override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
                supplementaryKinds.append(elementKind)
                super.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
            }
            @available(*, unavailable)
            open override var delegate: UICollectionViewDelegate? {
                get { return super.delegate }
                set { }
            }
        }

        final class MonthLayout: UICollectionViewFlowLayout {
            var inserted: [IndexPath] = []
            var finalized = false
            override init() { super.init() }
            required init?(coder aDecoder: NSCoder) {
                _ = aDecoder.value(forKey: "delegate")
                super.init(coder: aDecoder)
            }
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                inserted += updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate }
            }
            override func finalizeCollectionViewUpdates() { finalized = true }
            override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
                super.register(nib, forDecorationViewOfKind: elementKind)
            }
        }
        """

    /// An empty-state library's idioms: swizzling `UITableView.reloadData` with an `@objc` method
    /// of a `UIScrollView` extension (DZNEmptyDataSet's), a forced call of an optional data source
    /// method, and a menu whose delegate is typed `AnyObject?` (for Interface Builder) and called
    /// with optional requirements.
    static let emptyState = """
        import UIKit

        var emptyStateReloads = 0

        extension UIScrollView {
            @objc func emptyStateSwizzledReloadData() {
                emptyStateSwizzledReloadData()
                emptyStateReloads += 1
            }
            static let swizzleReloadData: () = {
                let original = class_getInstanceMethod(UITableView.self, #selector(UITableView.reloadData))
                let swizzled = class_getInstanceMethod(UITableView.self, #selector(UIScrollView.emptyStateSwizzledReloadData))
                if !class_addMethod(UITableView.self, #selector(UITableView.reloadData), method_getImplementation(swizzled!), method_getTypeEncoding(swizzled!)) {
                    method_exchangeImplementations(original!, swizzled!)
                }
            }()
            var sections: Int {
                guard let table = self as? UITableView, let dataSource = table.dataSource else { return 0 }
                return dataSource.numberOfSections!(in: table)
            }
        }

        final class EmptyList: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        }

        @objc protocol RingMenuDelegate {
            @objc optional func ringMenuOpened(_ menu: RingMenu)
            @objc optional func ringMenu(_ menu: RingMenu, titleAt index: Int) -> String
        }

        final class RingMenu: UIButton {
            @IBOutlet weak var delegate: AnyObject? // RingMenuDelegate
            func open() -> String? {
                delegate?.ringMenuOpened?(self)
                return delegate?.ringMenu?(self, titleAt: 2)
            }
        }

        final class MenuOwner: NSObject, RingMenuDelegate {
            var opened = false
            func ringMenuOpened(_ menu: RingMenu) { opened = true }
            func ringMenu(_ menu: RingMenu, titleAt index: Int) -> String { "item \\(index)" }
        }
        """

    /// A chat input bar: a text view that is its own delegate (`override var delegate:
    /// UITextViewDelegate?`), a weak listener table, an empty attributed string, a stack view
    /// subclass with a non-failable `init(coder:)`, a controller told about safe-area changes.
    static let chat = """
        import UIKit

        protocol ComposerListener: AnyObject { func composerChanged() }

        final class ComposerView: UITextView, UITextViewDelegate {
            var listeners: NSHashTable<AnyObject> = NSHashTable.weakObjects()
            override var delegate: UITextViewDelegate? {
                get { return self }
                set {}
            }
            func reset() { attributedText = NSAttributedString() }
            func notify() {
                for listener in listeners.objectEnumerator() { (listener as? ComposerListener)?.composerChanged() }
            }
        }

        final class ButtonStack: UIStackView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init(coder: NSCoder) { super.init(coder: coder) }
        }

        final class Listener: ComposerListener {
            var changes = 0
            func composerChanged() { changes += 1 }
        }

        final class SafeAreaController: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                changes += 1
            }
        }

        final class Badge: UIView {
            class func nibBundle() -> Bundle { Bundle(for: self.classForCoder()) }
        }
        """

    static let previews = """
        import UIKit

        #Preview("Calendar", traits: .fixedLayout(width: 60, height: 60)) {
            let grid = MonthGrid()
            let layout = MonthLayout()
            grid.collectionViewLayout = layout
            grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
            grid.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            grid.reloadData()
            grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: nil)
            let ok = grid.reloads >= 1 && grid.supplementaryKinds == [UICollectionView.elementKindSectionHeader]
                && layout.inserted == [IndexPath(item: 0, section: 0)] && layout.finalized
            return swatch(ok)
        }

        #Preview("EmptyState", traits: .fixedLayout(width: 60, height: 60)) {
            UIScrollView.swizzleReloadData
            let list = EmptyList()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            window.rootViewController = list
            window.makeKeyAndVisible()
            list.beginAppearanceTransition(true, animated: false)
            list.endAppearanceTransition()
            let reloadsOnAppearance = emptyStateReloads
            list.tableView.reloadData()
            let menu = RingMenu()
            let owner = MenuOwner()
            menu.delegate = owner
            let title = menu.open()
            let ok = reloadsOnAppearance >= 1 && emptyStateReloads == reloadsOnAppearance + 1 && list.tableView.sections == 3
                && owner.opened && title == "item 2"
            return swatch(ok)
        }

        #Preview("Chat", traits: .fixedLayout(width: 60, height: 60)) {
            let composer = ComposerView()
            let listener = Listener()
            composer.listeners.add(listener)
            composer.notify()
            composer.reset()
            let stack = ButtonStack(frame: .zero)
            let controller = SafeAreaController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.layoutIfNeeded()
            let ok = composer.delegate === composer && listener.changes == 1 && composer.attributedText.length == 0
                && stack.axis == .horizontal && controller.changes >= 1 && Badge.nibBundle().bundlePath == Bundle(for: Badge.self).bundlePath
            return swatch(ok)
        }

        """

    func testIdiomsOfTheFourteenthCorpusCompileAndAnswerAsOnIOS() throws {
        let files = [
            "Calendar.swift": Self.calendar, "EmptyState.swift": Self.emptyState, "Chat.swift": Self.chat,
            "Swatch.swift": SwatchFixture.source, "Previews.swift": Self.previews,
        ]
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-fourteenth-pkg", out: "viewlab-fourteenth-out", name: "Components",
            targets: ["Components": files])
        XCTAssertTrue(result.stdout.contains("exported 3 PNGs, 0 failed"), result.stdout + result.stderr)
        let green: [UInt8] = [0x34, 0xC7, 0x59]
        for name in ["Calendar", "EmptyState", "Chat"] {
            let png = out.appendingPathComponent("Previews/\(name).light-portrait.png")
            XCTAssertEqual(try colour(png, x: 30, y: 30), green, "\(name): a runtime check failed (red)")
        }
    }
}
