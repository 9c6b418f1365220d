import UIKit

/// Lesson 04: a tag (a rounded "pill" around a word) that knows its natural size, so Auto Layout
/// sizes it: the text's size plus the padding.
///
/// UIKit asks `intrinsicContentSize` during the layout pass and keeps the answer until the view calls
/// `invalidateIntrinsicContentSize()`: a view whose natural size depends on a property calls it when
/// the property changes. Complete the TODOs, save, `:check`.
class TagView: UIView {
    let label = UILabel()
    /// Space between the text and the pill's edge.
    let padding = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)

    /// The word shown.
    var text = "" {
        didSet {
            label.text = text
            // TODO(exercise): tell UIKit the natural size changed: invalidateIntrinsicContentSize().
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text's natural size plus the padding.
    override var intrinsicContentSize: CGSize {
        // TODO(exercise): return label.intrinsicContentSize grown by padding (left + right, top + bottom).
        return super.intrinsicContentSize
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: padding)
    }
}
