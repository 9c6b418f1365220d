import Foundation

/// Registering and dequeuing cells and header/footer views. As on iOS, a dequeue takes a cell
/// from the identifier's reuse queue (after calling its `prepareForReuse()`) or makes a new one
/// from the registered class (`init(style: .default, reuseIdentifier:)`) or nib (its first
/// top-level object). Cells go back to the queue when their row scrolls away or the table
/// reloads.
extension UITableView {
    /// Registers the cell class for `identifier` (nil removes the registration).
    func registerCell(_ cellClass: AnyClass?, identifier: String) {
        registrations[identifier] = (cellClass as? UITableViewCell.Type).map { .cellClass($0) }
    }

    /// Registers a nib whose first top-level object is the cell for `identifier`.
    func registerCell(_ nib: UINib?, identifier: String) {
        registrations[identifier] = nib.map { .nib($0) }
    }

    /// Registers a header or footer view class (a `UITableViewHeaderFooterView` subclass).
    func registerHeaderFooter(_ aClass: AnyClass?, identifier: String) {
        headerFooterRegistrations[identifier] = (aClass as? UITableViewHeaderFooterView.Type).map { .viewClass($0) }
    }

    func registerHeaderFooter(_ nib: UINib?, identifier: String) {
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// `dequeueReusableCell`, whose overridable declaration is in the class body.
    func dequeueReusableCellImpl(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIView.report(
            .invalidArgument,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// `dequeueReusableCell`, whose overridable declaration is in the class body.
    func dequeueReusableCellImpl(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueue[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            reuseQueue[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let source = registrations[identifier] else { return nil }
        let cell: UITableViewCell?
        switch source {
        case .cellClass(let type): cell = type.init(style: .default, reuseIdentifier: identifier)
        case .nib(let nib): cell = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
        }
        if let cell {
            cell.reuseIdentifier = identifier
            return cell
        }
        UIView.report(.invalidArgument, "the nib registered for \(identifier) has no UITableViewCell at its top level")
        return nil
    }

    /// `dequeueReusableHeaderFooterView`, whose overridable declaration is in the class body.
    func dequeueReusableHeaderFooterViewImpl(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterReuseQueue[identifier], !queue.isEmpty {
            let view = queue.removeLast()
            headerFooterReuseQueue[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let source = headerFooterRegistrations[identifier] else { return nil }
        switch source {
        case .viewClass(let type): return type.init(reuseIdentifier: identifier)
        case .nib(let nib):
            let view = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
            view?.reuseIdentifier = identifier
            return view
        }
    }

    /// Takes a cell off screen: into its identifier's queue (a cell without one is dropped).
    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueue[identifier, default: []].append(cell)
    }

    func enqueue(headerFooter view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        headerFooterReuseQueue[identifier, default: []].append(reusable)
    }
}
