import CoreGraphics
import Foundation

/// One row of a table view: UIKit's `UITableViewCell`.
///
/// Put your subviews in `contentView` (it shrinks for the accessory and ends above the
/// separator); the built-in styles fill `textLabel`, `detailTextLabel` and `imageView`, made on
/// first use, as on iOS. The table view sets the cell's frame, its look for the table's style
/// (`.insetGrouped` rounds the first and last row of a section, 10 pt) and its selection; the
/// selected background is `systemGray4` unless `selectionStyle` is `.none` or a
/// `selectedBackgroundView` is set. `prepareForReuse()` runs when the table dequeues the cell
/// again.
///
/// `init(style:reuseIdentifier:)` is `required` here (not on iOS): the table view makes
/// registered classes through the metatype, which Swift allows only for required initialisers.
/// The source bridge adds `required` to your override (see `RequiredInitPass`).
open class UITableViewCell: UIView {
    // MARK: - Initialisers

    /// A cell of a built-in style, to be reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        configureCell()
    }

    /// A `.default` cell.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        configureCell()
    }

    // MARK: - Content

    let cellStyle: CellStyle
    /// The identifier the cell is reused under.
    open internal(set) var reuseIdentifier: String?
    /// The view your content goes in.
    public let contentView = UIView()
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    let systemBackgroundView = UIView()
    let separatorView = UIView()
    var standardAccessoryView: ListGlyphView?
    var editingControlView: ListGlyphView?
    var reorderControlView: ListGlyphView?
    var storedContentConfiguration: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    /// Where the table view put the cell (nil outside a table).
    var listPlacement: ListPlacement? { didSet { if listPlacement != oldValue { applyListPlacement() } } }
    var userBackgroundColor = false
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    /// Whether `contentConfiguration` is updated for each new state (default true).
    public var automaticallyUpdatesContentConfiguration = true
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state when the state changes (iOS 15).
    public var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// Asks for `updateConfiguration(using:)` with the current state, then the
    /// `configurationUpdateHandler` (ViewLab runs them now; iOS on the next layout pass).
    open func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    /// Override to configure the cell for `state` (selected, highlighted, editing, traits); the
    /// default does nothing. UIKit calls it when the state changes, before the
    /// `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The states of a drag and drop session a cell can be in (`UITableViewCell.DragState`).
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    /// Called when the cell's drag state changes; the default does nothing (ViewLab starts no drags).
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The main label (made on first use).
    open var textLabel: UILabel? { label(&storedTextLabel, secondary: false) }
    /// The secondary label; nil in the `.default` style.
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : label(&storedDetailTextLabel, secondary: true) }
    /// The image at the leading edge (made on first use; nil in the `.value2` style).
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        storedImageView = view
        return view
    }

    // MARK: - Accessory

    /// The standard accessory (default `.none`).
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let accessoryView { addSubview(accessoryView) }; setNeedsLayout() }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?

    // MARK: - Selection

    /// How the cell looks selected (default `.default`: the `systemGray4` background).
    open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }
    /// Whether the cell is selected; the table view sets it.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (finger down).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    var selectedState = false
    var highlightedState = false

    /// Selects the cell: the selected background shows, labels keep their colours (iOS 13).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateBackground()
        setNeedsUpdateConfiguration()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateBackground()
        setNeedsUpdateConfiguration()
    }

    /// A view behind the content (default nil: the table style's background).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview();
            if let backgroundView { insertSubview(backgroundView, aboveSubview: systemBackgroundView) };
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while selected.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout(); updateBackground() }
    }
    open var multipleSelectionBackgroundView: UIView?

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue; userBackgroundColor = newValue != nil; updateBackground() }
    }

    // MARK: - Separator and indentation

    /// The separator's inset in this cell (default: the table's `separatorInset`).
    open var separatorInset: UIEdgeInsets {
        get {
            storedSeparatorInset ?? listPlacement?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }
    var storedSeparatorInset: UIEdgeInsets?
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editingStyle: EditingStyle { .none }
    open var showingDeleteConfirmation: Bool { false }
    open var focusStyle = 0
    open var userInteractionEnabledWhileDragging = false

    // MARK: - Reuse

    /// Called before the table view hands the cell out again: reset what the row set. Call
    /// `super`.
    open func prepareForReuse() { MethodSwizzling.run(self, UITableViewCell.self, "prepareForReuse", []) { () } }

    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    /// The fitting size of a table cell: the width given, the height its content needs.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: fittingHeight(forWidth: targetSize.width))
    }
}
