import UIKit

/// Lesson 09, route 2 — a XIB: ShopView.xib holds the subviews and their constraints; this class
/// gets them through outlets. UIKit makes it with init(coder:) (outlets still nil), connects the
/// outlets, then calls awakeFromNib() — the first place they can be used.
class ShopView: UIView {
    @IBOutlet weak var iconView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!

    static func shopView() -> ShopView {
        Bundle.main.loadNibNamed("ShopView", owner: nil)?.first as! ShopView
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        iconView.tintColor = .systemBrown
    }
}
