import UIKit

/// Lesson 02: a progress ring drawn with Core Graphics in `draw(_:)` — the "subclass and draw"
/// route to a custom view. Complete the two TODOs, save, and type `:check` in the shell.
class ProgressRing: UIView {
    /// How much of the ring is filled, 0…1.
    var progress: CGFloat = 0 {
        didSet {
            // TODO(exercise): the picture depends on progress, so mark the view as needing display.
        }
    }

    /// The width of the track and of the arc, in points.
    var lineWidth: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Transparent around the ring: an opaque draw(_:) view with no background draws on black.
        isOpaque = false
        // TODO(exercise): redraw (instead of stretching the old bitmap) when the size changes.
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        UIColor.systemGray5.setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        tintColor.setStroke()
        arc.stroke()
    }
}
