import CoreGraphics
import Foundation
@_spi(ViewLab) import QuartzCore

/// An interruptible, scrubbable animation of view changes (UIKit's `UIViewPropertyAnimator`), on
/// the same engine as `UIView.animate…`: its animation closures run when it starts (or is first
/// paused or scrubbed), the model takes the final values at once, and each change becomes a layer
/// animation the animator then drives — running on the media clock, paused (`speed` 0 with the
/// animation's `timeOffset` at the fraction reached), scrubbed (`fractionComplete`), reversed.
///
/// Apple's rules followed (UIKit, `UIViewPropertyAnimator` and `UIViewAnimating`): `state` is
/// `.inactive` until started, paused or scrubbed, `.active` while running or paused, `.stopped`
/// after `stopAnimation(false)`; completions hear `.end`, `.start` (a reversed animator that ran
/// back) or the position given to `finishAnimation(at:)`; `stopAnimation(true)` leaves the views
/// where they are on screen and calls no completion; `scrubsLinearly` (default true) shows a
/// paused animator's `fractionComplete` without its curve. `pausesOnCompletion` is kept but
/// ViewLab ends the animator as if it were false. An animator whose closures change nothing
/// animatable completes at the start of the next run-loop turn.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One layer key the animator animates, over `start`…`start + length` of its timeline.
    struct Entry {
        let layer: CALayer
        let key: String
        var start: Double
        var length: Double
        var curve: CAMediaTimingFunction?
        var from: Any?
        var to: Any?
    }

    open internal(set) var timingParameters: UITimingCurveProvider?
    open internal(set) var duration: TimeInterval
    open internal(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true { didSet { applyTimeline() } }
    open var pausesOnCompletion = false
    open internal(set) var state = UIViewAnimatingState.inactive
    open internal(set) var isRunning = false

    var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var entries: [Entry] = []
    /// The timeline: `fraction` (0…1, in the current direction) holds at media time `anchor`
    /// and, while running, grows by 1 per `duration` after it.
    var fraction = 0.0
    var anchor: CFTimeInterval = 0
    var reversed = false
    /// While the animator removes its own animations, their stops are not endings.
    var isRemovingAnimations = false

    /// An animator with `parameters`' timing (a cubic curve or a spring).
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    public override convenience init() { self.init(duration: 0, curve: .easeInOut) }

    /// An animator that is already running (`startAnimation(afterDelay: delay)`), with the
    /// options' curve; `completion` is its first completion.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Adding animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start `delayFactor` of the remaining time from now (from the start,
    /// before the animator runs) and last the rest of it.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(min(max(delayFactor, 0), 1))
        guard state == .active else { return pendingAnimations.append((animation, delayFactor)) }
        let now = currentFraction()
        makeAnimations(animation, start: now + factor * (1 - now))
        applyTimeline()
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) running after `delay` seconds of the media clock.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        self.delay = max(delay, 0)
        anchor = CACurrentMediaTime() + self.delay
        isRunning = true
        applyTimeline()
        if entries.isEmpty {
            DispatchQueue.main.async { [self] in
                if state == .active, entries.isEmpty { complete(at: reversed ? .start : .end) }
            }
        }
    }

    /// Pauses where the animation is (an inactive animator becomes active and paused at 0).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        fraction = currentFraction()
        anchor = CACurrentMediaTime()
        isRunning = false
        applyTimeline()
    }

    /// Resumes a paused animator, with new timing and `durationFactor` × the duration (0 keeps it).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters {
            timingParameters = parameters
            let curve = parameters.cubicTimingParameters?.timingFunction
            for index in entries.indices { entries[index].curve = reversed ? curve?.reversed : curve }
        }
        if durationFactor > 0 { duration *= Double(durationFactor) }
        if isRunning {
            fraction = currentFraction(); anchor = CACurrentMediaTime(); applyTimeline()
        } else {
            startAnimation()
        }
    }

    /// The fraction of the animation's time done (0…1; counted from the start even when reversed).
    /// Setting it pauses an inactive animator first; a running one ignores it, as UIKit's.
    public var fractionComplete: CGFloat {
        get { CGFloat(reversed ? 1 - currentFraction() : currentFraction()) }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { pauseAnimation() }
            let value = min(max(Double(newValue), 0), 1)
            fraction = reversed ? 1 - value : value
            applyTimeline()
        }
    }

    /// Reversing a running or paused animator sends it back towards its start.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard state == .active else { return }
            reverseEntries()
        }
    }

    // MARK: - Stopping

    /// Stops where the animation is on screen (the views take those values). With `true` the
    /// animator ends (`.inactive`, no completion); with `false` it waits in `.stopped` for
    /// `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let onScreen = entries.map { $0.layer.presentation()?.value(forKey: $0.key) }
        removeOwnAnimations()
        for (entry, value) in zip(entries, onScreen) { UIView.setModelValue(value, forKey: entry.key, of: entry.layer) }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            entries = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their start, end or current values, and the
    /// completions run with `finalPosition`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }
}
