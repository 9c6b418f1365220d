#if canImport(Previews)
import Previews
#endif
import UIKit

/// A backdrop for previews that show several views side by side: a grouped background, the
/// views in a row centred in the canvas, each with an optional caption underneath.
///
/// Each view keeps the size it was given; the canvas only moves it (so a preview can set a size
/// on purpose, as the "Rotated" ring preview does).
final class PreviewCanvas: UIView {
    private var items: [(view: UIView, caption: UILabel?)] = []
    private let spacing: CGFloat

    /// A canvas showing `views` left to right, `spacing` points apart, with `captions` (same order;
    /// nil or missing entries get no caption).
    init(_ views: [UIView], captions: [String?] = [], spacing: CGFloat = 24) {
        self.spacing = spacing
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        for (index, view) in views.enumerated() {
            addSubview(view)
            var caption: UILabel?
            if index < captions.count, let text = captions[index] {
                let label = UILabel()
                label.text = text
                label.font = .preferredFont(forTextStyle: .footnote)
                label.textColor = .secondaryLabel
                label.textAlignment = .center
                label.numberOfLines = 2
                addSubview(label)
                caption = label
            }
            items.append((view, caption))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let captionGap: CGFloat = 8
        let captionWidth = { (view: UIView) in max(view.bounds.width, 120) }
        let captionHeight = items.compactMap { item in
            item.caption.map { ceil($0.sizeThatFits(CGSize(width: captionWidth(item.view), height: .greatestFiniteMagnitude)).height) }
        }.max() ?? 0
        let rowWidth = items.map(\.view.bounds.width).reduce(0, +) + spacing * CGFloat(max(items.count - 1, 0))
        let rowHeight = items.map(\.view.bounds.height).max() ?? 0
        let blockHeight = rowHeight + (captionHeight > 0 ? captionGap + captionHeight : 0)
        var x = ((bounds.width - rowWidth) / 2).rounded()
        let top = ((bounds.height - blockHeight) / 2).rounded()
        for (view, caption) in items {
            let size = view.bounds.size
            view.frame = CGRect(x: x, y: top + ((rowHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            let width = captionWidth(view)
            caption?.frame = CGRect(x: view.frame.midX - width / 2, y: top + rowHeight + captionGap, width: width, height: captionHeight)
            x += size.width + spacing
        }
    }
}
