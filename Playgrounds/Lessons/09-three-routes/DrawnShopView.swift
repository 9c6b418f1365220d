import UIKit

/// Lesson 09, route 3 — drawing: the same tile painted in `draw(_:)`, with no subviews at all.
class DrawnShopView: UIView {
    var title = "Figs" {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIImage(systemName: "star.fill")?.draw(in: CGRect(x: 16, y: bounds.midY - 32, width: 64, height: 64))
        let font = UIFont.boldSystemFont(ofSize: 18)
        (title as NSString).draw(at: CGPoint(x: 96, y: bounds.midY - font.lineHeight / 2), withAttributes: [.font: font])
    }
}
