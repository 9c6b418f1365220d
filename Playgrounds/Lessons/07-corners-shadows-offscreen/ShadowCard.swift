import UIKit

/// Lesson 07: a card with rounded corners and a shadow that needs no off-screen pass — the
/// layer-based route to a custom view. Complete the TODO, save, `:check`.
class ShadowCard: UIView {
    /// The radius of the card's corners (and of its shadow's).
    var cornerRadius: CGFloat = 16 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size is known here, after every change of bounds: keep what depends on it in step.
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = cornerRadius
        // TODO(exercise): give the shadow its shape, the rounded bounds, so no off-screen pass is needed.
    }
}
