#if canImport(Previews)
import Previews
#endif
import UIKit

/// A plain list screen for previews to put things on top of: a large title and rows of a title
/// and a detail line with separators, inside the safe area. Each row counts the touches that end on it (`tapCount`)
/// so a preview or a test can show where touches land.
final class PreviewListView: UIView {
    final class Row: UIView {
        let titleLabel = UILabel()
        let detailLabel = UILabel()
        private let separator = UIView()
        /// Taps this row received.
        private(set) var tapCount = 0

        init(title: String, detail: String) {
            super.init(frame: .zero)
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.textColor = .label
            detailLabel.text = detail
            detailLabel.font = .preferredFont(forTextStyle: .subheadline)
            detailLabel.textColor = .secondaryLabel
            separator.backgroundColor = .separator
            for view in [titleLabel, detailLabel, separator] { addSubview(view) }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            tapCount += 1
            super.touchesEnded(touches, with: event)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let inset: CGFloat = 20
            let width = max(bounds.width - 2 * inset, 0)
            titleLabel.frame = CGRect(x: inset, y: 12, width: width, height: ceil(titleLabel.font.lineHeight))
            detailLabel.frame = CGRect(x: inset, y: titleLabel.frame.maxY + 2, width: width, height: ceil(detailLabel.font.lineHeight))
            separator.frame = CGRect(x: inset, y: bounds.height - 0.5, width: bounds.width - inset, height: 0.5)
        }
    }

    static let rowHeight: CGFloat = 68

    private let titleLabel = UILabel()
    private(set) var rows: [Row] = []

    init(title: String, rows: [(title: String, detail: String)]) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .label
        addSubview(titleLabel)
        for row in rows {
            let view = Row(title: row.title, detail: row.detail)
            addSubview(view)
            self.rows.append(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: UIEdgeInsets(top: safeAreaInsets.top, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right))
        titleLabel.frame = CGRect(x: content.minX + 20, y: content.minY + 12, width: max(content.width - 40, 0), height: ceil(titleLabel.font.lineHeight))
        var y = titleLabel.frame.maxY + 12
        for row in rows {
            row.frame = CGRect(x: content.minX, y: y, width: content.width, height: Self.rowHeight)
            y += Self.rowHeight
        }
    }
}
