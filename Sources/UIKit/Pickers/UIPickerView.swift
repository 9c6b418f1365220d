import CoreGraphics
import Foundation

/// A view of spinning wheels, one per component, each showing rows with the selected one in the
/// middle (Apple, UIPickerView documentation), drawn as iOS 14–17 draw it.
///
/// - Size: `intrinsicContentSize` 320 × 216 and `sizeThatFits(_:)` 320 × 216, the picker's standard
///   size ("its height is 216 … in portrait"; Apple's pickers are as wide as an iPhone screen of
///   320 pt by default).
/// - Shape: the data source gives the components and their rows; the delegate the widths
///   (default: the width less 8 pt at each side and 4 pt between components, shared equally),
///   the row heights (default 32 pt) and each row as a view, an attributed title or a title
///   (system font 21 pt, `.label`, centred in the component). Nothing is asked until the picker is
///   laid out or drawn; `reloadAllComponents()`/`reloadComponent(_:)` ask again.
/// - Look (`UIPickerView+Drawing.swift`): a rounded selection band (radius 8, `.tertiarySystemFill`)
///   behind the middle row across the components; the rows sit on a cylinder as tall as the view,
///   so a row `n` rows from the middle is at angle θ = n × rowHeight / (height / 2), drawn at
///   y = midY + (height / 2) sin θ, squashed vertically by cos θ, narrowed toward the edges and
///   faded (alpha cos θ), and rows beyond the cylinder's edge are not drawn. Row views are
///   subviews centred on their row with the same transform and alpha.
/// - Selection: `selectRow(_:inComponent:animated:)` (no delegate call, as on iOS),
///   `selectedRow(inComponent:)` (-1 for a component without rows); dragging a wheel turns it and
///   tapping a row above or below the middle selects that row, then
///   `pickerView(_:didSelectRow:inComponent:)` is called (`UIPickerView+Touches.swift`).
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Deprecated on iOS 13 (the band is always shown); kept.
    open var showsSelectionIndicator = true

    public static let standardSize = CGSize(width: 320, height: 216)
    static let defaultRowHeight: CGFloat = 32
    static let sideInset: CGFloat = 8
    static let componentSpacing: CGFloat = 4
    static let titleFont = UIFont.systemFont(ofSize: 21)
    /// What the delegate extension's `viewForRow` returns: "not implemented".
    static let noRowView = UIView()

    /// The selected row of each component (as many as the data source says).
    var selectedRows: [Int] = []
    /// Components whose rows repeat round the wheel (the date picker's months, days, hours, minutes).
    var cyclicComponents: Set<Int> = []
    /// How far a drag in progress has turned each wheel, in rows (`UIPickerView+Touches.swift`).
    var wheelOffsets: [Int: CGFloat] = [:]
    var wheelTouch: WheelTouch?
    /// Whether the delegate gives each component's rows as views (`givesRowViews(_:)`).
    var rowViewAnswers: [Int: Bool] = [:]
    /// Row views shown, by component and row (`UIPickerView+Drawing.swift`).
    var rowViews: [[Int: UIView]] = []
    let rowViewContainer = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePicker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
    }

    private func configurePicker() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        contentMode = .redraw
        isOpaque = false
        clipsToBounds = true
        rowViewContainer.isUserInteractionEnabled = false
        rowViewContainer.frame = bounds
        rowViewContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rowViewContainer)
    }

    // MARK: - Shape

    /// The number of components (the data source's answer).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of a row of `component`: its width and the row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return .zero }
        return CGSize(width: frames[component].width, height: rowHeight(forComponent: component))
    }

    /// The view shown for `row` of `component`, if the delegate gives views and the row is visible.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard rowViews.indices.contains(component) else { return nil }
        return rowViews[component][row]
    }

    // MARK: - Selection

    /// Puts `row` of `component` in the middle (clamped to the rows); the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        syncComponents()
        guard selectedRows.indices.contains(component) else { return }
        let count = numberOfRows(inComponent: component)
        selectedRows[component] = count == 0 ? -1 : min(max(0, row), count - 1)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The selected row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        syncComponents()
        let rows = numberOfRows(inComponent: component)
        guard selectedRows.indices.contains(component), rows > 0 else { return -1 }
        return min(max(0, selectedRows[component]), rows - 1)
    }

    // MARK: - Reloading

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        syncComponents()
        for component in selectedRows.indices { clampSelection(component) }
        rowViews.indices.forEach(removeRowViews(of:))
        rowViewAnswers = [:]
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        syncComponents()
        guard selectedRows.indices.contains(component) else { return }
        clampSelection(component)
        removeRowViews(of: component)
        rowViewAnswers[component] = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: - Accessibility

    /// VoiceOver reads the selected rows (iOS reads the focused wheel's row): their titles, joined
    /// by ", ", unless a label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? selectedTitlesForAccessibility }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: - Size and layout

    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rowViewContainer.frame = bounds
        layoutRowViews()
    }

    /// Draws the selection band and the rows with titles (`UIPickerView+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawWheels() }

    // MARK: - Touches (UIPickerView+Touches.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        beginWheelTouch(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        moveWheelTouch(to: touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        endWheelTouch(at: touch.location(in: self))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelWheelTouch() }

    // MARK: - Bookkeeping

    private var selectedTitlesForAccessibility: String? {
        let titles = (0..<numberOfComponents).compactMap { component -> String? in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return nil }
            if let view = view(forRow: row, forComponent: component) { return view.accessibilityLabel }
            return title(forRow: row, inComponent: component)?.string
        }
        return titles.isEmpty ? nil : titles.joined(separator: ", ")
    }

    /// One selected row per component (new components start at row 0).
    func syncComponents() {
        let count = numberOfComponents
        if selectedRows.count != count {
            selectedRows = (0..<count).map { $0 < selectedRows.count ? selectedRows[$0] : 0 }
            rowViews.indices.forEach(removeRowViews(of:))
            rowViews = Array(repeating: [:], count: count)
            rowViewAnswers = [:]
        }
    }

    private func clampSelection(_ component: Int) {
        let rows = numberOfRows(inComponent: component)
        selectedRows[component] = rows == 0 ? -1 : min(max(0, selectedRows[component]), rows - 1)
    }

    func removeRowViews(of component: Int) {
        guard rowViews.indices.contains(component) else { return }
        for view in rowViews[component].values { view.removeFromSuperview() }
        rowViews[component] = [:]
    }
}
