import UIKit

/// Lesson 11: a five-star rating drawn by a `UIControl` — 96 × 20 points of stars, tapped to
/// rate. Sighted users can use it; VoiceOver cannot yet: it is no accessibility element, has no
/// label or value, cannot be adjusted with a swipe up or down, and its 20-point height is below the
/// 44-point touch target. Complete the TODOs, save, `:audit stars`, `:check`.
class StarRating: UIControl {
    /// The number of filled stars, 0...5; changes redraw the stars.
    var rating = 0 {
        didSet { setNeedsDisplay() }
    }

    /// The smallest touch area, in points (Apple HIG).
    var minimumHitSize: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        contentMode = .redraw
        // TODO(exercise): make the control an accessibility element labelled "Rating" that VoiceOver can adjust (the .adjustable trait).
    }

    // MARK: - Accessibility

    /// What VoiceOver reads after the label.
    override var accessibilityValue: String? {
        get {
            // TODO(exercise): return the rating as VoiceOver should read it: "3 of 5 stars".
            return super.accessibilityValue
        }
        set { super.accessibilityValue = newValue }
    }

    /// VoiceOver calls this when the user swipes up on an adjustable element.
    override func accessibilityIncrement() {
        // TODO(exercise): one star more, at most 5, then sendActions(for: .valueChanged).
    }

    /// VoiceOver calls this when the user swipes down.
    override func accessibilityDecrement() {
        // TODO(exercise): one star less, at least 0, then sendActions(for: .valueChanged).
    }

    /// Hit-testing asks this (lesson 05).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // TODO(exercise): answer for bounds grown to at least minimumHitSize points high (and wide).
        return super.point(inside: point, with: event)
    }

    // MARK: - Touches and drawing

    /// A tap sets the rating to the star under the finger.
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        rating = max(0, min(5, Int(x / max(bounds.width / 5, 1)) + 1))
        sendActions(for: .valueChanged)
        return false
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.height, bounds.width / 5)
        for index in 0..<5 {
            let frame = CGRect(x: CGFloat(index) * bounds.width / 5, y: (bounds.height - side) / 2, width: side, height: side)
            let star = UIBezierPath()
            for corner in 0..<10 {
                let radius = (corner.isMultiple(of: 2) ? 0.5 : 0.2) * side
                let angle = CGFloat(corner) * .pi / 5 - .pi / 2
                let point = CGPoint(x: frame.midX + radius * cos(angle), y: frame.midY + radius * sin(angle))
                if corner == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.close()
            (index < rating ? UIColor.systemOrange : UIColor.systemGray3).setFill()
            star.fill()
        }
    }
}
