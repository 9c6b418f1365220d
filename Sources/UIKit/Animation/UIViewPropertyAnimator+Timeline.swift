import CoreGraphics
import Foundation
@_spi(ViewLab) import QuartzCore

/// How a property animator drives its layer animations.
extension UIViewPropertyAnimator: @preconcurrency CAAnimationDelegate {
    /// The fraction reached now (see `fraction` and `anchor`).
    func currentFraction() -> Double {
        guard isRunning, duration > 0 else { return isRunning && CACurrentMediaTime() >= anchor ? 1 : fraction }
        return min(max(fraction + max(CACurrentMediaTime() - anchor, 0) / duration, 0), 1)
    }

    /// Becomes active: runs the pending animation closures, at the start of the timeline.
    func activate() {
        state = .active
        fraction = 0
        anchor = CACurrentMediaTime()
        let pending = pendingAnimations
        pendingAnimations = []
        for (animations, delayFactor) in pending {
            makeAnimations(animations, start: Double(min(max(delayFactor, 0), 1)))
        }
    }

    /// Runs `animations` in an animation block of this animator's timing and keeps each layer
    /// key it animated, from `start` to the end of the timeline.
    func makeAnimations(_ animations: () -> Void, start: Double) {
        let block = ViewAnimationBlock(
            animates: true, duration: max(duration * (1 - start), 1e-6),
            options: [.overrideInheritedDuration, .overrideInheritedCurve])
        if let spring = timingParameters?.springTimingParameters {
            block.spring = (spring.dampingRatio, spring.initialVelocity.dx)
        } else {
            block.timingFunction =
                timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        block.observer = self
        var added: [(CALayer, String)] = []
        block.didAdd = { added.append(($0, $1)) }
        block.run(animations)
        for (layer, key) in added {
            guard let animation = layer.animation(forKey: key) as? CABasicAnimation, animation.delegate === self else {
                continue
            }
            entries.removeAll { $0.layer === layer && $0.key == key }
            entries.append(
                Entry(
                    layer: layer, key: key, start: start, length: 1 - start, curve: animation.timingFunction,
                    from: animation.fromValue, to: animation.toValue))
        }
    }

    /// Sets each animation's timing from the timeline: running, its `beginTime` follows
    /// `anchor`; paused, `speed` 0 and `timeOffset` at the fraction reached (the QA1673 recipe,
    /// per animation), linear when `scrubsLinearly`.
    func applyTimeline() {
        guard state == .active else { return }
        for entry in entries {
            guard let animation = entry.layer.animation(forKey: entry.key), animation.delegate === self else {
                continue
            }
            animation.fillMode = .both
            animation.duration = max(entry.length * duration, 1e-6)
            if isRunning {
                animation.speed = 1
                animation.timeOffset = 0
                animation.beginTime = entry.layer.convertTime(anchor, from: nil) + (entry.start - fraction) * duration
                animation.timingFunction = entry.curve
            } else {
                animation.speed = 0
                animation.timeOffset = min(max((fraction - entry.start) * duration, 0), animation.duration)
                animation.timingFunction = scrubsLinearly ? nil : entry.curve
            }
        }
    }

    /// Turns every animation round: values swapped, curve mirrored, the timeline read backwards.
    func reverseEntries() {
        fraction = 1 - currentFraction()
        anchor = CACurrentMediaTime()
        for index in entries.indices {
            let entry = entries[index]
            entries[index].start = max(1 - (entry.start + entry.length), 0)
            entries[index].curve = entry.curve?.reversed
            if let animation = entry.layer.animation(forKey: entry.key) as? CABasicAnimation,
                animation.delegate === self
            {
                (animation.fromValue, animation.toValue) = (animation.toValue, animation.fromValue)
            }
        }
        applyTimeline()
    }

    /// Removes the animations this animator added (their stops are not endings).
    func removeOwnAnimations() {
        isRemovingAnimations = true
        for entry in entries where entry.layer.animation(forKey: entry.key)?.delegate === self {
            entry.layer.removeAnimation(forKey: entry.key)
        }
        isRemovingAnimations = false
    }

    /// Ends the animator at `position`: the views take the values of that position (`.end` is
    /// already the model), the state becomes inactive and the completions run.
    func complete(at position: UIViewAnimatingPosition) {
        removeOwnAnimations()
        for entry in entries {
            switch position {
            case .start: UIView.setModelValue(entry.from, forKey: entry.key, of: entry.layer)
            case .end: UIView.setModelValue(entry.to, forKey: entry.key, of: entry.layer)
            case .current: break
            }
        }
        state = .inactive
        isRunning = false
        entries = []
        fraction = 0
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    // MARK: - CAAnimationDelegate

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard !isRemovingAnimations, state == .active else { return }
        let remaining = entries.filter { $0.layer.animation(forKey: $0.key)?.delegate === self }
        guard remaining.isEmpty else { return }
        // Reversed, the animations ran from the end values back to the start ones (`to` of a
        // swapped animation is the original start).
        complete(at: reversed ? .start : .end)
    }
}

extension CAMediaTimingFunction {
    /// The same curve run backwards: control points mirrored through (0.5, 0.5) and swapped.
    var reversed: CAMediaTimingFunction {
        var p1 = [Float](repeating: 0, count: 2), p2 = [Float](repeating: 0, count: 2)
        getControlPoint(at: 1, values: &p1)
        getControlPoint(at: 2, values: &p2)
        return CAMediaTimingFunction(controlPoints: 1 - p2[0], 1 - p2[1], 1 - p1[0], 1 - p1[1])
    }
}

extension UIView {
    /// Sets a layer key's model value without animating, through the view's own property when
    /// the layer is a view's (so `alpha`, `center`, `transform`… stay in step with the layer).
    static func setModelValue(_ value: Any?, forKey key: String, of layer: CALayer) {
        guard let value else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        performWithoutAnimation {
            guard let view = layer.delegate as? UIView else { return layer.setValue(value, forKey: key) }
            switch (key, value) {
            case let ("opacity", number as Float): view.alpha = CGFloat(number)
            case let ("position", point as CGPoint): view.center = point
            case let ("bounds", rect as CGRect): view.bounds = rect
            case let ("transform", transform as CATransform3D):
                view.transform = CATransform3DGetAffineTransform(transform)
            case let ("backgroundColor", color as CGColor): view.backgroundColor = UIColor(cgColor: color)
            default: layer.setValue(value, forKey: key)
            }
        }
        CATransaction.commit()
    }
}
