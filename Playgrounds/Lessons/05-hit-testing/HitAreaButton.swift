import UIKit

/// Lesson 05: a small icon button whose touch area is at least 44 × 44 points, as Apple's Human
/// Interface Guidelines ask, while it draws at its own size. Complete the TODO, save, `:check`.
class HitAreaButton: UIButton {
    /// The smallest touch area, in points.
    var minimumHitSize: CGFloat = 44

    /// UIKit asks this during hit-testing, with `point` in the button's own coordinates.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // TODO(exercise): answer for bounds grown around the centre to minimumHitSize × minimumHitSize.
        return super.point(inside: point, with: event)
    }
}
