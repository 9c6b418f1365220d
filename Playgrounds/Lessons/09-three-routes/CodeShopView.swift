import UIKit

/// Lesson 09, route 1 — composition in code: the shop tile made of an image view and a label,
/// created in `init(frame:)` and placed in `layoutSubviews()`. Complete the TODO, save, `:check`.
class CodeShopView: UIView {
    let iconView = UIImageView(image: UIImage(systemName: "star.fill"))
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        iconView.contentMode = .scaleAspectFit
        titleLabel.text = "Figs"
        titleLabel.font = .boldSystemFont(ofSize: 18)
        addSubview(iconView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// As the XIB's constraints say: a 64-point icon 16 points from the leading edge, the title
    /// 16 points after it, both centred vertically.
    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.frame = CGRect(x: 16, y: bounds.midY - 32, width: 64, height: 64)
        // TODO(exercise): place titleLabel 16 points after the icon, as wide as what is left minus 16, centred vertically.
    }
}
