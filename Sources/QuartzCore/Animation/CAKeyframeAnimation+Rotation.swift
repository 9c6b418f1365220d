import CoreGraphics
import Foundation

/// `rotationMode` (Apple, `CAKeyframeAnimation.rotationMode`: "Determines whether objects
/// animating along the path rotate to match the path tangent"; `.rotateAuto`: "The objects
/// travel on a tangent to the path", `.rotateAutoReverse`: "on a 180 degree rotation of the
/// tangent"). It applies to a `path` animation of `position`: the presentation's transform turns
/// about z by the angle of the path's direction where the layer is (ViewLab follows the path as
/// straight lines between its element end points, so the direction is the current segment's),
/// after the layer's own transform (the rotation is applied in the layer's space first).
extension CAKeyframeAnimation {
    /// Turns `presentation` to the path's tangent at `moment`, if `rotationMode` asks for it.
    func applyRotation(_ moment: AnimationMoment, to presentation: CALayer) {
        guard let rotationMode, path != nil, keyPath == "position", var angle = tangentAngle(at: moment) else { return }
        if rotationMode == .rotateAutoReverse { angle += .pi }
        presentation.transform = CATransform3DRotate(presentation.transform, CGFloat(angle), 0, 0, 1)
    }

    /// The direction (radians from +x, y down) of the path segment the layer is on at `moment`;
    /// nil when the path has no segment of any length.
    func tangentAngle(at moment: AnimationMoment) -> Double? {
        let points = keyframes.compactMap { $0 as? CGPoint }
        guard points.count > 1 else { return nil }
        let times = times(of: points.map { AnimatableValue($0) })
        let f = timedFraction(moment.fraction)
        var segment = min(max(times.lastIndex { $0 <= f } ?? 0, 0), points.count - 2)
        // A segment of no length has no direction: take the next one that has.
        while segment < points.count - 2, points[segment] == points[segment + 1] { segment += 1 }
        let (a, b) = (points[segment], points[segment + 1])
        guard a != b else { return nil }
        return atan2(Double(b.y - a.y), Double(b.x - a.x))
    }
}
