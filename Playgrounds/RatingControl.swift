#if canImport(Previews)
import Previews
#endif
import UIKit

/// Five stars to rate something from 0 to 5: tap a star to set the rating.
///
/// What it teaches:
/// - A `UIControl` subclass tracks touches with `beginTracking`/`continueTracking`/`endTracking`
///   and reports with `sendActions(for: .valueChanged)` — callers use `addAction(_:for:)`.
/// - `isHighlighted` follows the finger; the star under it is drawn darker.
/// - `point(inside:with:)` enlarges the touch area to Apple's 44 × 44 pt minimum without changing
///   the frame (stars are 24 pt tall; touches up to 10 pt above or below still land).
/// - Accessibility: one element with the `.adjustable` trait whose value reads "3 of 5 stars".
final class RatingControl: UIControl {
    static let starCount = 5
    /// Apple's minimum comfortable touch target (Human Interface Guidelines).
    static let minimumTouchTarget: CGFloat = 44
    /// The natural star size and the gap between stars.
    static let starSize: CGFloat = 24
    static let starSpacing: CGFloat = 8

    /// The rating, 0…5 (clamped).
    @IBInspectable var rating = 0 {
        didSet {
            rating = min(max(rating, 0), Self.starCount)
            if rating != oldValue { setNeedsDisplay() }
            updateAccessibility()
        }
    }

    /// The star (0-based) under the finger while a touch is tracked, drawn darker.
    var highlightedStar: Int? {
        didSet { if highlightedStar != oldValue { setNeedsDisplay() } }
    }

    override var isHighlighted: Bool {
        didSet { if !isHighlighted { highlightedStar = nil } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
        updateAccessibility()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(Self.starCount)
        return CGSize(width: count * Self.starSize + (count - 1) * Self.starSpacing, height: Self.starSize)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func updateAccessibility() {
        accessibilityValue = "\(rating) of \(Self.starCount) stars"
    }

    // MARK: - Geometry

    /// The width of the slot each star sits in.
    private var slotWidth: CGFloat { bounds.width / CGFloat(Self.starCount) }

    /// The star whose slot contains `x` (clamped to the first and last star).
    func starIndex(at point: CGPoint) -> Int {
        guard point.x.isFinite, slotWidth > 0 else { return 0 }
        return min(max(Int((point.x / slotWidth).rounded(.down)), 0), Self.starCount - 1)
    }

    /// The square a star is drawn in.
    private func starRect(at index: Int) -> CGRect {
        let side = max(min(slotWidth - Self.starSpacing, bounds.height, 44), 0)
        let center = CGPoint(x: slotWidth * (CGFloat(index) + 0.5), y: bounds.midY)
        return CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    /// The touch area: the bounds grown to at least 44 × 44 pt, centred on the control.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(0, (Self.minimumTouchTarget - bounds.width) / 2)
        let dy = max(0, (Self.minimumTouchTarget - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedStar = starIndex(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedStar = isTouchInside ? starIndex(at: touch.location(in: self)) : nil
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { highlightedStar = nil }
        guard let touch, isTouchInside else { return }
        let newRating = starIndex(at: touch.location(in: self)) + 1
        guard newRating != rating else { return }
        rating = newRating
        sendActions(for: .valueChanged)
    }

    override func cancelTracking(with event: UIEvent?) {
        highlightedStar = nil
    }

    // MARK: - Drawing

    /// A five-pointed star in `rect`, first point up.
    static func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY + rect.height * 0.04)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        let path = UIBezierPath()
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        path.lineJoinStyle = .round
        return path
    }

    override func draw(_ rect: CGRect) {
        for index in 0..<Self.starCount {
            let filled = index < rating
            let pressed = index == highlightedStar
            let color: UIColor
            switch (filled, pressed) {
            case (true, false): color = .systemYellow
            case (true, true): color = .systemOrange
            case (false, false): color = .systemGray4
            case (false, true): color = .systemGray2
            }
            // Inset by half the stroke so the rounded joins stay inside the slot.
            let star = Self.starPath(in: starRect(at: index).insetBy(dx: 1.5, dy: 1.5))
            star.lineWidth = 3
            color.setFill()
            color.setStroke()
            star.fill()
            star.stroke()
        }
    }
}

// MARK: - Previews

#Preview("Rating", traits: .fixedLayout(width: 200, height: 64), .viewlabSweep("rating", \RatingControl.rating, [0, 3, 5])) {
    let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 64))
    control.backgroundColor = .systemBackground
    return control
}

/// A finger on the fourth star of a three-star rating: the star under it darkens.
#Preview("Pressed", traits: .fixedLayout(width: 400, height: 120), .acceptsSecondaryLabelContrast) {
    let control = RatingControl(frame: .zero)
    control.sizeToFit()
    control.rating = 3
    control.isHighlighted = true
    control.highlightedStar = 3
    let untouched = RatingControl(frame: .zero)
    untouched.sizeToFit()
    untouched.rating = 3
    return PreviewCanvas([untouched, control], captions: ["rating = 3", "finger on star 4"], spacing: 20)
}
