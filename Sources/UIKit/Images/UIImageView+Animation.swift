import CoreGraphics
import QuartzCore

/// Frame animation, as UIKit does it: `startAnimating()` adds a discrete keyframe animation of
/// the layer's `contents` through the frames, so the frames run on the media clock like every
/// Core Animation animation — `viewlab export --time 0.5` and the shell's `:time` show the frame
/// due at that moment — and when the passes are over the layer shows `image` again.
extension UIImageView {
    /// The key of the frame animation on the layer.
    static let frameAnimationKey = "UIImageViewAnimation"

    /// Adds the frame animation (`startAnimating()`).
    func startFrameAnimation() {
        let (frames, duration, repeatCount) = animationPlan()
        let bitmaps = frames.compactMap { $0.uprightBitmap() }
        guard !bitmaps.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = bitmaps
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.repeatCount = repeatCount
        if image == nil, let first = frames.first {
            layer.contentsScale = first.scale
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        layer.removeAnimation(forKey: UIImageView.frameAnimationKey)
        layer.add(animation, forKey: UIImageView.frameAnimationKey)
    }

    /// Whether the frame animation is on the layer and not past its last pass (`isAnimating`).
    var frameAnimationIsRunning: Bool {
        guard let animation = layer.animation(forKey: UIImageView.frameAnimationKey) else { return false }
        guard animation.repeatCount.isFinite else { return true }
        let elapsed = layer.convertTime(CACurrentMediaTime(), from: nil) - animation.beginTime
        return elapsed < animation.duration * Double(animation.repeatCount)
    }

    /// The frames, the length of one pass and the number of passes `startAnimating()` plays.
    func animationPlan() -> (frames: [UIImage], duration: TimeInterval, repeatCount: Float) {
        let own = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        if let own, !own.isEmpty {
            let duration = animationDuration > 0 ? animationDuration : Double(own.count) / 30
            return (own, duration, animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity)
        }
        if let frames = image?.images, !frames.isEmpty {
            let duration = image!.duration > 0 ? image!.duration : Double(frames.count) / 30
            return (frames, duration, .infinity)
        }
        return ([], 0, 0)
    }

    /// An animated `image` plays as soon as it is set, forever (UIKit); setting another image
    /// stops the frames of the one before.
    func animatedImageDidChange(from old: UIImage?) {
        if image?.images?.isEmpty == false {
            startAnimating()
        } else if old?.images != nil, animationImages == nil {
            stopAnimating()
        }
    }
}
