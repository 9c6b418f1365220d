import CoreGraphics
import Foundation

/// A list of rows in sections, scrolled vertically: UIKit's `UITableView`.
///
/// As on iOS: the data source gives the counts and the cells, the delegate heights, headers and
/// selection; cells come from `dequeueReusableCell(withIdentifier:for:)` and only the rows that
/// meet the visible area have cells — a row scrolled away goes back to the reuse queue
/// (`prepareForReuse()` when it is dequeued again). Rows are laid out in `layoutSubviews()`:
/// after `reloadData()` (or the first layout), after scrolling and when the width changes.
/// `rowHeight` and the estimates default to `automaticDimension`: a row fits its content (Auto
/// Layout inside `contentView`, or the built-in labels) and off-screen rows count at their
/// estimate (44 pt) in `contentSize` (Apple, `rowHeight`, `estimatedRowHeight`). Metrics: see
/// `UITableView+Metrics.swift`.
open class UITableView: UIScrollView {
    // MARK: - State

    var registrations: [String: CellSource] = [:]
    var headerFooterRegistrations: [String: HeaderFooterSource] = [:]
    var reuseQueue: [String: [UITableViewCell]] = [:]
    var headerFooterReuseQueue: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// Section header and footer views (the delegate's or title views), by section; in the
    /// hierarchy while their section is on screen.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var geometry = TableGeometry()
    var needsReload = true
    var geometryWidth: CGFloat = -1
    var selectedRows: [IndexPath] = []
    /// Nesting of `beginUpdates()`, and whether rows changed inside it.
    var updateDepth = 0
    var pendingUpdates = false
    var storedSeparatorInset: UIEdgeInsets?
    let selectionRecognizer = UITapGestureRecognizer()

    /// Where a reuse identifier's cells come from.
    enum CellSource {
        case cellClass(UITableViewCell.Type)
        case nib(UINib)
    }

    enum HeaderFooterSource {
        case viewClass(UITableViewHeaderFooterView.Type)
        case nib(UINib)
    }

    // MARK: - Initialisers

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTableView()
    }

    /// A `.plain` table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = Self.decodedStyle(coder)
        super.init(coder: coder)
        configureTableView()
        decodeTableView(coder)
    }

    // MARK: - Data

    /// The table's look, fixed when it is made.
    public let style: Style

    /// Where the rows come from (weak, as in UIKit). Setting it reloads.
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    /// Told ahead of time about rows soon needed (weak; never asked in ViewLab, see the protocol).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether prefetching is on (iOS 15; kept).
    open var isPrefetchingEnabled = true

    /// The delegate, typed as iOS's UITableView.h redeclares the scroll view's (weak; see
    /// `UIScrollView+Delegate.swift`). A new delegate may give other heights and header views:
    /// the table lays out again.
    open weak var delegate: UITableViewDelegate? { didSet { narrowDelegateDidChange(delegate, then: setNeedsReload) } }

    override func setScrollDelegate(_ delegate: UIScrollViewDelegate?) {
        setNarrowDelegate(delegate) { self.delegate = $0 }
    }

    // MARK: - Heights

    /// The height of every row without a delegate height (default `automaticDimension`: fit).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Section header and footer heights (default `automaticDimension`: fit the title or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Estimates for rows not measured yet (default `automaticDimension`: 44 pt; 0 measures
    /// every row at once).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header (iOS 15; default `automaticDimension`: see the metrics).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    // MARK: - Separators

    /// The separator style (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsReload() } }
    /// The separator colour (default `.separator`).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default inset of the separators (only left and right count, as on iOS); by default
    /// the row's layout margin, 16 or 20 pt (see the metrics).
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: rowLayoutMargin, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether cells' margins follow the readable content guide (kept; ViewLab's cells use the
    /// row margin).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cell content views are inset by the safe area (default true).
    open var insetsContentViewsToSafeArea = true

    // MARK: - Accessory views

    /// A view behind the rows, sized to the table (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view above the first section, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsReload()
        }
    }

    /// A view below the last section, as wide as the table, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsReload()
        }
    }

    // MARK: - Selection and editing

    /// Whether rows can be selected (default true).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (default false).
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode: rows show their delete or insert control and,
    /// where the data source allows moving them, the reorder grip (see `UITableView+Editing.swift`).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// The section index's text colour (default nil: the tint colour) and background.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The index shows only when the table has at least this many rows (default 0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    var sectionIndexView: UITableViewIndex?
    /// The row whose swipe actions are shown, and on which side.
    var revealedSwipe: RevealedSwipe?
    /// The effect behind separators (kept; iOS applies it over a visual effect background).
    open var separatorEffect: UIVisualEffect?

    /// Whether the table keeps cells' focus (kept).
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false

    // MARK: - Overrides

    /// Scrolling lays the rows out again (new rows come on screen).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old { setNeedsLayout() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: - Methods subclasses override
    // Declared in the class body so that a subclass can override them, as it can on iOS (where
    // every UIKit method is an Objective-C method); the work is in the `+Reuse`/`+Updates` files.

    /// Reloads every row, header and footer from the data source (in the next layout pass).
    /// Method swizzling can exchange it (`UIView+Swizzling`).
    open func reloadData() { MethodSwizzling.run(self, UITableView.self, "reloadData", []) { setNeedsReload() } }
    /// Ends a group of changes begun with `beginUpdates()`; the table updates when the outermost
    /// group ends. Method swizzling can exchange it.
    open func endUpdates() { MethodSwizzling.run(self, UITableView.self, "endUpdates", []) { endUpdatesImpl() } }
    // Row and section updates (see `UITableView+Updates.swift`).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSectionsImpl(sections, with: animation)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSectionsImpl(sections, with: animation)
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSectionsImpl(sections, with: animation)
    }
    open func moveSection(_ section: Int, toSection newSection: Int) { moveSectionImpl(section, toSection: newSection) }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertRowsImpl(at: indexPaths, with: animation)
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteRowsImpl(at: indexPaths, with: animation)
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRowsImpl(at: indexPaths, with: animation)
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRowImpl(at: indexPath, to: newIndexPath)
    }
    open func beginUpdates() { beginUpdatesImpl() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesImpl(updates, completion: completion)
    }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCell(cellClass, identifier: identifier)
    }
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCell(nib, identifier: identifier)
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooter(aClass, identifier: identifier)
    }
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooter(nib, identifier: identifier)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Scrolls so that the row stands at `scrollPosition` (`.none`: as little as needed), within
    /// the scrollable range; the rows there get their cells in the next layout pass.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowImpl(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViewImpl(forSection: section)
    }
    /// The header view on screen for a section.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViewImpl(forSection: section)
    }
    /// The row's rectangle in the table's coordinates (`.zero` for a row that does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowImpl(at: indexPath) }
    /// The row at a point in the table's coordinates (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowImpl(at: point) }
    /// The row of a cell on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPathImpl(for: cell) }
    /// The rows that have cells on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsImpl }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { visibleCellsImpl }
    /// The cell on screen for the row (nil when the row is not visible).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cellForRowImpl(at: indexPath) }
    open func numberOfRows(inSection section: Int) -> Int { numberOfRowsImpl(inSection: section) }
    open var numberOfSections: Int { numberOfSectionsImpl }
    /// Deselects a row (the delegate is not told).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowImpl(at: indexPath, animated: animated)
    }
    /// Selects a row (the delegate is not told) and scrolls it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowImpl(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRowsImpl }
    /// The selected row (the first, with multiple selection).
    open var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRowImpl }
    /// A reused or new header or footer view for `identifier`, or nil when nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueReusableHeaderFooterViewImpl(withIdentifier: identifier)
    }
    /// A reused or new cell for `identifier`, or nil when none is queued and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableCellImpl(withIdentifier: identifier)
    }
    /// A cell for `indexPath`: a reused one or a new one of the registered class. An identifier
    /// nothing is registered for is an error on iOS ("unable to dequeue a cell with identifier
    /// …"); ViewLab reports it as one line and returns a `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCellImpl(withIdentifier: identifier, for: indexPath)
    }
}
