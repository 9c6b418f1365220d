import Foundation
@_spi(ViewLab) import QuartzCore

// MARK: - Block-based animation

/// UIKit's block animations, on Core Animation's engine as on iOS. A view is its layer's delegate;
/// while an `animate…` closure runs, each change of an animatable property (`frame`, `bounds`,
/// `center`, `transform`, `alpha`, `backgroundColor` — through the layer's `position`, `bounds`,
/// `transform`, `opacity`, `backgroundColor`, and the layer's `cornerRadius`) asks the view for an
/// action (`action(for:forKey:)`), which answers with an animation from the old value to the new
/// one (see `ViewAnimationBlock`). The model takes the new value at once — reading `view.frame`
/// inside or after the block gives the final value, as on iOS — and the presentation tree, which
/// `Stage` renders and exports draw, moves on the media clock (`CAMediaClock`: the shell's
/// `:step`/`:time`, `export --time`). Outside a block the view answers `NSNull`, so a view's layer
/// never animates implicitly: "The UIView class disables layer animations by default but
/// reenables them inside animation blocks" (Apple, *Core Animation Programming Guide*, "How to
/// Animate Layer-Backed Views"; the action search is in "Changing a Layer's Default Behavior").
///
/// The completion runs when the animations end on the clock (`finished == true`), or with `false`
/// once one of them was removed or replaced by a later animation of the same key (an
/// interruption). A block that animated nothing calls it at the start of the next run-loop turn
/// (UIKit never calls it inside the call).
extension UIView {
    /// Options for `animate(withDuration:delay:options:animations:completion:)` (Apple's raw values).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Options for keyframe animations.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The options shared with `AnimationOptions` (Apple's raw values are the same bits).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The timing curve of an animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease-in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations`: after `delay` (the old values show meanwhile),
    /// over `duration` with the options' curve (`.curveEaseInOut` by default); `.repeat` repeats
    /// for ever, `.autoreverse` plays each cycle back; `.beginFromCurrentState` starts from what
    /// is on screen when an animation of the same property is running (else from the old model
    /// value). A duration of 0 or less applies the changes without animating.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationBlock(
            animates: duration > 0 && animationsEnabled, duration: duration, delay: delay, options: options,
            completion: completion
        ).run(animations)
    }

    /// As `animate(withDuration:delay:options:…)`, with a spring (`CASpringAnimation`; see
    /// `springAnimation(duration:dampingRatio:velocity:)` for its shape).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationBlock(
            animates: duration > 0 && animationsEnabled, duration: duration, delay: delay, options: options,
            completion: completion)
        block.spring = (dampingRatio, velocity)
        block.run(animations)
    }

    /// A transition of `view`: the changes in `animations` apply at once (they are not animated
    /// one by one: Apple, "`allowAnimatedContent` … If not present, … the changes are not animated"),
    /// and with `.transitionCrossDissolve` the view's layer gets a `CATransition` of type `.fade`
    /// for `duration`, on the options' curve, added before the changes — so the screen
    /// cross-dissolves from the view as it was to the view as it is — and the completion runs
    /// with `true` when it ends on the media clock. The flip and curl options draw no transition
    /// (ViewLab): their changes apply at once and the completion runs on the next run-loop turn.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let kind = options.rawValue & (0x7 << 20)
        guard kind == AnimationOptions.transitionCrossDissolve.rawValue, duration > 0, animationsEnabled else {
            return ViewAnimationBlock(animates: false, completion: completion).run(animations ?? {})
        }
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        fade.timingFunction = timingFunction(for: options)
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        view.layer.add(fade, forKey: kCATransition)
        performWithoutAnimation(animations ?? {})
        CATransaction.commit()
    }

    /// Keyframe animations: changes inside `addKeyframe(withRelativeStartTime:relativeDuration:…)`
    /// happen over that part of `duration`, other changes over all of it; each property changed
    /// becomes one `CAKeyframeAnimation` (see `KeyframeCollector`), with the options' calculation
    /// mode (linear by default), delay, `.repeat` and `.autoreverse`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let shared = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        let block = ViewAnimationBlock(
            animates: duration > 0 && animationsEnabled, duration: duration, delay: delay,
            options: shared.union(.overrideInheritedDuration), completion: completion)
        if block.animates { block.keyframes = KeyframeCollector(calculationMode: options.calculationMode) }
        block.run(animations)
    }

    /// Inside `animateKeyframes`: the changes in `animations` run from `frameStartTime` for
    /// `frameDuration` (fractions of the whole duration). Outside one, they apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let keyframes = ViewAnimationBlock.current?.keyframes else { return animations() }
        let saved = keyframes.currentSpan
        let start = min(max(frameStartTime, 0), 1)
        keyframes.currentSpan = (start, min(max(start + frameDuration, start), 1))
        animations()
        keyframes.currentSpan = saved
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = ViewAnimationBlock(animates: false)
        ViewAnimationBlock.stack.append(block)
        actionsWithoutAnimation()
        ViewAnimationBlock.stack.removeLast()
    }

    /// Whether block animations animate (default true); with false, blocks apply their changes at once.
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    static var animationsEnabled = true

    /// The layer keys a view animates inside a block.
    static let blockAnimatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
    ]

    /// UIKit's answer for its layer's action search (see the extension's documentation).
    func blockAnimationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let block = ViewAnimationBlock.current, block.animates, UIView.blockAnimatableKeys.contains(event),
            let action = block.action(for: layer, forKey: event)
        else { return NSNull() }
        return action
    }
}

extension UIView.KeyframeAnimationOptions {
    /// The Core Animation calculation mode of the options' calculation-mode bits.
    var calculationMode: CAAnimationCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}
