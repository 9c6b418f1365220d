import UIKit

/// Lesson 08: a button with a count badge on its top-right corner (a cart, an inbox) — a control
/// made by composition: a `UIButton` subclass that adds a label and places it itself.
///
/// The rule the tutorials teach: a property's `didSet` updates what shows the value and asks for
/// layout (`setNeedsLayout()`); `layoutSubviews()`, which UIKit calls once on the next run-loop
/// turn, places the subviews from `bounds`. Complete the TODOs, save, `:check`.
class BadgeButton: UIButton {
    /// The small round label in the corner.
    let badge = UILabel()

    /// The number shown; 0 hides the badge.
    var badgeCount = 0 {
        didSet {
            // TODO(exercise): show badgeCount in badge.text, hide the badge when it is 0, and call setNeedsLayout().
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.backgroundColor = .systemRed
        badge.textColor = .white
        badge.font = .systemFont(ofSize: 12, weight: .bold)
        badge.textAlignment = .center
        badge.layer.cornerRadius = 10
        badge.clipsToBounds = true
        badge.isHidden = true
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The badge's size follows its text; its place follows the button's bounds.
    override func layoutSubviews() {
        super.layoutSubviews()
        badge.bounds = CGRect(x: 0, y: 0, width: max(20, badge.intrinsicContentSize.width + 10), height: 20)
        // TODO(exercise): centre the badge on the top-right corner: badge.center = CGPoint(x: bounds.maxX, y: bounds.minY).
    }
}
