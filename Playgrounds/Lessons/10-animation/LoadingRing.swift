import UIKit

/// Lesson 10: a ring that fills to its progress with an explicit `CABasicAnimation` — the
/// Core Animation route to motion. Complete the two TODOs, save, `:check`.
class LoadingRing: UIView {
    /// The ring: a shape layer whose `strokeEnd` is the progress, 0…1.
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    }

    /// Fills the ring to `progress` over `duration` seconds, from what is on screen now.
    func setProgress(_ progress: CGFloat, duration: Double) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.presentation()?.strokeEnd ?? ring.strokeEnd
        animation.toValue = progress
        animation.duration = duration
        // TODO(exercise): set the model value (ring.strokeEnd), or the ring empties again when the animation ends.
        // TODO(exercise): add the animation to the ring (key "strokeEnd"), so it moves there on the clock.
    }
}
