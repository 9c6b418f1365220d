import UIKit

/// Lesson 01: a card built by composition — the first of the three routes to a custom view. A
/// `UIView` subclass makes its subviews once, in `init(frame:)`, styles its own layer there, and
/// places the subviews in `layoutSubviews()`, in its own coordinates (`bounds`), so the card looks
/// the same wherever its superview puts it. Complete the TODOs, save, and type `:check`.
class ProfileCard: UIView {
    /// A coloured square at the card's leading edge.
    let avatar = UIView()
    /// The name shown next to the avatar.
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        avatar.backgroundColor = .systemOrange
        avatar.layer.cornerRadius = 8
        addSubview(avatar)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        // TODO(exercise): make nameLabel a subview of the card (its layer then joins the card's layer tree).
        // TODO(exercise): round the card's corners (layer.cornerRadius = 12) and give it a 1-point border (layer.borderWidth and layer.borderColor).
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit calls this in the layout pass, after the card's size changed (or `setNeedsLayout()`).
    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 12, y: 12, width: 40, height: 40)
        // TODO(exercise): put nameLabel 12 points right of the avatar, as tall as the avatar, its right edge 12 points inside the card's.
    }
}
