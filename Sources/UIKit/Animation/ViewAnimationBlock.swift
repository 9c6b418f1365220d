import Foundation
@_spi(ViewLab) import QuartzCore

/// One `UIView.animate…` block (or a `UIViewPropertyAnimator`'s run) while its closure runs: the
/// settings the views' layers build their animations from when `UIView.action(for:forKey:)` is
/// asked, and the animations it made, whose ends decide the completion.
///
/// UIKit's model (Apple, `UIView.animate(withDuration:delay:options:animations:completion:)`:
/// "changes to animatable properties … are committed immediately to the model layer"; the
/// animation runs on the render/presentation side): each change inside the block asks the layer's
/// delegate — the view — for an action, and gets a `CABasicAnimation` (a `CASpringAnimation` for
/// the spring variants) from the value before the change to the new one, with the block's
/// duration, delay and curve.
@MainActor
final class ViewAnimationBlock: NSObject, @preconcurrency CAAnimationDelegate {
    /// The innermost open block (blocks nest: an inner one inherits the outer one's duration and
    /// curve unless it says `.overrideInheritedDuration` / `.overrideInheritedCurve`).
    static var stack: [ViewAnimationBlock] = []
    static var current: ViewAnimationBlock? { stack.last }

    /// False for `performWithoutAnimation` and zero-length blocks: the views' layers do not animate.
    let animates: Bool
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction?
    /// The spring of `usingSpringWithDamping:`: damping ratio and initial velocity.
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    /// Inside `animateKeyframes`: the changes are collected here and become one
    /// `CAKeyframeAnimation` per layer and key when the block ends.
    var keyframes: KeyframeCollector?
    /// Who hears the animations' starts and stops (the block itself, or a property animator).
    weak var observer: CAAnimationDelegate?
    /// Called for each animation the block adds, with its layer and key (a property animator
    /// keeps them to pause and scrub).
    var didAdd: ((CALayer, String) -> Void)?

    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var isClosed = false

    init(
        animates: Bool, duration: TimeInterval = 0, delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        self.animates = animates
        self.duration = duration
        self.delay = delay
        self.options = options
        self.completion = completion
        super.init()
        observer = self
        timingFunction = UIView.timingFunction(for: options)
        if let outer = ViewAnimationBlock.current, outer.animates, animates {
            if !options.contains(.overrideInheritedDuration) { self.duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timingFunction = outer.timingFunction }
        }
    }

    /// Runs `changes` with this block open, inside a Core Animation transaction (the animations
    /// start when it commits), then arranges the completion: when the animations end on the media
    /// clock, or — if the block animated nothing — at the start of the next run-loop turn, as UIKit
    /// calls it "on the main queue" never inside the call.
    func run(_ changes: () -> Void) {
        open()
        changes()
        close()
    }

    /// Opens the block: changes from now on animate with its settings (`run`, and the legacy
    /// `UIView.beginAnimations(_:context:)`).
    func open() {
        CATransaction.begin()
        ViewAnimationBlock.stack.append(self)
    }

    /// Closes the block opened last (`run`, `UIView.commitAnimations()`): its animations start.
    func close() {
        keyframes?.addAnimations(for: self)
        ViewAnimationBlock.stack.removeLast()
        CATransaction.commit()
        isClosed = true
        if running == 0, let completion {
            self.completion = nil
            DispatchQueue.main.async { completion(true) }
        }
    }

    /// The animation for a change of `key` on `layer` (the old value is the layer's
    /// `previousValue(forKey:onScreen:)`), or nil when it does not animate.
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        let from = layer.previousValue(forKey: key, onScreen: options.contains(.beginFromCurrentState))
        let to = layer.value(forKey: key)
        if let keyframes {
            keyframes.record(layer: layer, key: key, from: from, to: to)
            return nil
        }
        let animation = makeAnimation(keyPath: key, on: layer)
        // A second change of the same key in this block replaces the first animation: keep its
        // start, and do not count its removal as an interruption.
        if let earlier = layer.animation(forKey: key) as? CABasicAnimation, earlier.delegate != nil,
            earlier.delegate === observer
        {
            earlier.delegate = nil
            if observer === self { running -= 1 }
            animation.fromValue = earlier.fromValue
        } else {
            animation.fromValue = from
        }
        animation.toValue = to
        didAdd?(layer, key)
        return animation
    }

    /// A basic (or spring) animation of `keyPath` on `layer` with the block's timing, counted as running.
    func makeAnimation(keyPath: String, on layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            animation = UIView.springAnimation(
                duration: duration, dampingRatio: spring.dampingRatio, velocity: spring.velocity)
            animation.keyPath = keyPath
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = timingFunction
        }
        configure(animation, duration: duration, on: layer)
        return animation
    }

    /// The block's duration, delay (from now in `layer`'s time), repetition and delegate on `animation`.
    func configure(_ animation: CAAnimation, duration: TimeInterval, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards  // the old value shows during the delay
        }
        if options.contains(.repeat) { animation.repeatCount = .greatestFiniteMagnitude }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        animation.delegate = observer
        running += 1
    }

    // MARK: - CAAnimationDelegate

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        guard isClosed, running <= 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

extension UIView {
    /// The Core Animation curve of an options set's curve bits (`.curveEaseInOut`, the default,
    /// `.curveEaseIn`, `.curveEaseOut`, `.curveLinear`).
    static func timingFunction(for options: AnimationOptions) -> CAMediaTimingFunction {
        switch (options.rawValue >> 16) & 0xF {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// A spring that, like UIKit's `usingSpringWithDamping:` animations, is shaped by a duration
    /// and a damping ratio ζ: its period is the duration (stiffness (2π / d)² for a unit mass) and
    /// its damping 4πζ / d, so ζ = 1 settles without overshoot and smaller values oscillate; the
    /// initial velocity is in units of the whole distance per second, as UIKit's. (UIKit's exact
    /// mapping is not documented; this is the common "response and damping ratio" one.) The
    /// animation lasts `duration` and then rests on the model value.
    static func springAnimation(duration: TimeInterval, dampingRatio: CGFloat, velocity: CGFloat) -> CASpringAnimation {
        let spring = CASpringAnimation()
        let d = max(duration, 0.01)
        spring.mass = 1
        spring.stiffness = pow(2 * .pi / d, 2)
        spring.damping = 4 * .pi * max(dampingRatio, 0) / d
        spring.initialVelocity = velocity
        return spring
    }
}
