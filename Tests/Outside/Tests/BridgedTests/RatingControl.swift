import UIKit

/// A star rating in the style of open-source UIKit components written for iOS: target–action with
/// `#selector` on `@objc` methods, an `@objc` delegate protocol with an `optional` requirement
/// called as `delegate?.method?(…)`, `@IBInspectable`, `#keyPath`. None of it compiles on Linux as
/// written; `viewlab test --package` compiles it through the source bridge.
@objc protocol RatingControlDelegate: AnyObject {
    @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    @objc optional func ratingControlDidReset(_ control: RatingControl)
}

@IBDesignable
class RatingControl: UIView {
    weak var delegate: RatingControlDelegate?
    private(set) var stars: [UIButton] = []

    @IBInspectable var rating: Int = 0 {
        didSet { updateStars() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<5 {
            let star = UIButton(type: .custom)
            star.tag = index
            star.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            addSubview(star)
            stars.append(star)
        }
        let reset = UITapGestureRecognizer(target: self, action: #selector(resetRating))
        reset.numberOfTapsRequired = 2
        addGestureRecognizer(reset)
        updateStars()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc private func starTapped(_ sender: UIButton) {
        rating = sender.tag + 1
        delegate?.ratingControl?(self, didChangeRating: rating)
    }

    @objc func resetRating() {
        rating = 0
        delegate?.ratingControlDidReset?(self)
    }

    /// The key path animations of the rating would use.
    static let ratingKey = #keyPath(RatingControl.rating)

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height
        for (index, star) in stars.enumerated() {
            star.frame = CGRect(x: CGFloat(index) * (side + 4), y: 0, width: side, height: side)
        }
    }

    private func updateStars() {
        for (index, star) in stars.enumerated() {
            star.backgroundColor = index < rating ? .systemYellow : .systemGray5
        }
    }
}

#Preview("Three stars", traits: .fixedLayout(width: 220, height: 40)) {
    let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
    control.stars[2].sendActions(for: .touchUpInside)
    return control
}
