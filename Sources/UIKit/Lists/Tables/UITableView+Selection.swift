import CoreGraphics
import Foundation

/// Selecting rows. In code (`selectRow`, `deselectRow`) the delegate is not told, as Apple
/// documents; a tap on a row asks `shouldHighlightRowAt`/`willSelectRowAt`, selects it
/// (deselecting the previous one unless `allowsMultipleSelection`), and sends `didSelectRowAt`
/// — a tap on a control inside the row goes to the control only, as on iOS.
extension UITableView {
    func configureTableView() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        selectionRecognizer.cancelsTouchesInView = false
        selectionRecognizer.addAction { [weak self] recognizer in self?.handleSelectionTap(recognizer) }
        addGestureRecognizer(selectionRecognizer)
    }

    /// `indexPathForSelectedRow`, whose overridable declaration is in the class body.
    var indexPathForSelectedRowImpl: IndexPath? { selectedRows.first }
    /// `indexPathsForSelectedRows`, whose overridable declaration is in the class body.
    var indexPathsForSelectedRowsImpl: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// `selectRow`, whose overridable declaration is in the class body.
    func selectRowImpl(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selectedRows.forEach { setSelected(false, at: $0) }; return }
        updateGeometryIfNeeded()
        guard geometry.contains(indexPath) else { return }
        if !selectsMultipleRows { selectedRows.filter { $0 != indexPath }.forEach { setSelected(false, at: $0) } }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow`, whose overridable declaration is in the class body.
    func deselectRowImpl(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected, !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        if !selected { selectedRows.removeAll { $0 == indexPath } }
        visibleCellsByRow[indexPath]?.setSelected(selected, animated: false)
        // the row's selection circle follows
        if isEditing, allowsMultipleSelectionDuringEditing { setNeedsLayout() }
    }

    // MARK: - Taps

    func handleSelectionTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        let hit = hitTest(point, with: nil)
        if handleTapWhileRevealed(hit) { return }
        if isEditing, let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
            let control = cell.editingControlView, !control.isHidden, control.glyph == .delete,
            control.frame.insetBy(dx: -11, dy: -11).contains(cell.convert(point, from: self))
        {
            confirmDelete(at: indexPath)
            return
        }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        if let hit, hit.isInsideControl(below: self) { return }
        guard let indexPath = indexPathForRow(at: point) else { return }
        tapRow(at: indexPath)
    }

    /// What a tap on a row does (also the shell's and tests' way to tap a row).
    func tapRow(at indexPath: IndexPath) {
        let delegate = self.delegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        if selectsMultipleRows, selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else {
                return
            }
            setSelected(false, at: target)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !selectsMultipleRows {
            for previous in selectedRows where previous != target {
                guard let deselect = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous
                else { continue }
                setSelected(false, at: deselect)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        setSelected(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}

extension UIView {
    /// Whether the view is a control or inside one, below `container`.
    func isInsideControl(below container: UIView) -> Bool {
        var view: UIView? = self
        while let current = view, current !== container {
            if current is UIControl { return true }
            view = current.superview
        }
        return false
    }
}
