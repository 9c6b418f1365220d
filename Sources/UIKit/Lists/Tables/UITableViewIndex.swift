import CoreGraphics
import Foundation

/// The section index at a table view's trailing edge (iOS's private `UITableViewIndex`): the
/// data source's `sectionIndexTitles(for:)`, one under the other, centred vertically in the
/// visible area, in the table's `sectionIndexColor` (default: the tint colour), 11 pt semibold
/// (ViewLab's reading of iOS 17: a 15 pt column, 16 pt a title, the column 1 pt off the safe
/// area). A tap on a title scrolls to the section the data source's
/// `sectionForSectionIndexTitle` names.
final class UITableViewIndex: UIView {
    static let width: CGFloat = 15
    static let titleHeight: CGFloat = 16
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    var titleColor: UIColor? { didSet { applyColor() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in self?.tapped(recognizer) }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    func setTitles(_ new: [String]) {
        guard new != titles else { return }
        titles = new
        labels.forEach { $0.removeFromSuperview() }
        labels = new.map { title in
            let label = UILabel()
            label.text = title
            label.font = UITableViewIndex.font
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        applyColor()
        setNeedsLayout()
    }

    private func applyColor() { labels.forEach { $0.textColor = titleColor ?? tintColor } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColor()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = ((bounds.height - CGFloat(labels.count) * UITableViewIndex.titleHeight) / 2).rounded()
        for (row, label) in labels.enumerated() {
            label.frame = CGRect(
                x: 0, y: top + CGFloat(row) * UITableViewIndex.titleHeight, width: bounds.width,
                height: UITableViewIndex.titleHeight)
        }
    }

    /// The title under a point, if any.
    func titleIndex(at point: CGPoint) -> Int? {
        let top = ((bounds.height - CGFloat(labels.count) * UITableViewIndex.titleHeight) / 2).rounded()
        let row = Int(((point.y - top) / UITableViewIndex.titleHeight).rounded(.down))
        return titles.indices.contains(row) ? row : nil
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let table = superview as? UITableView,
            let index = titleIndex(at: recognizer.location(in: self))
        else { return }
        table.jump(toSectionIndexTitle: index)
    }
}

extension UITableView {
    /// Shows the section index while the data source gives titles (and the table has at least
    /// `sectionIndexMinimumDisplayRowCount` rows), over the visible area's trailing edge.
    func placeSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        guard !titles.isEmpty, geometry.numberOfRows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let index = sectionIndexView ?? UITableViewIndex()
        if index.superview !== self { addSubview(index) }
        sectionIndexView = index
        index.setTitles(titles)
        index.titleColor = sectionIndexColor
        index.backgroundColor = sectionIndexBackgroundColor
        let visible = bounds.inset(by: adjustedContentInset)
        index.frame = CGRect(
            x: bounds.maxX - safeAreaInsets.right - UITableViewIndex.width - 1, y: visible.minY,
            width: UITableViewIndex.width, height: visible.height)
        bringSubviewToFront(index)
    }

    /// What a tap on an index title does: the section the data source names scrolls to the top.
    func jump(toSectionIndexTitle index: Int) {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), titles.indices.contains(index)
        else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard geometry.sections.indices.contains(section) else { return }
        let inset = adjustedContentInset
        let y = clampedOffset(CGPoint(x: contentOffset.x, y: rectForHeader(inSection: section).minY - inset.top)).y
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}
