import Foundation

/// Where an animation is at one moment of its parent's time (the layer's local time, or its
/// group's), after Core Animation's timing model (`CAMediaTiming`; Apple, *Core Animation
/// Programming Guide*, "Advanced Animation Tricks" and the `CAMediaTiming` reference):
///
/// - local time `t = (parentTime − beginTime) × speed + timeOffset`;
/// - one cycle lasts `duration`, twice that with `autoreverses` (forwards, then backwards);
/// - the active duration is `repeatDuration` when set, else `repeatCount` cycles (0 counts as
///   one; `.infinity` repeats for ever);
/// - before 0 and after the active duration the animation has no effect, unless `fillMode`
///   holds its first value (`.backwards`, `.both`) or its last (`.forwards`, `.both`).
struct AnimationMoment {
    /// Seconds into the current simple duration (0…`duration`), after autoreversing.
    var time: Double
    /// `time / duration`: the fraction the timing function is applied to.
    var fraction: Double
    /// Completed cycles before this one (what `isCumulative` accumulates).
    var iteration: Int
}

extension CAAnimation {
    /// One cycle: `duration`, doubled by `autoreverses`.
    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The time the animation is active for, in its own time (may be infinite).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return Double(repeatCount > 0 ? repeatCount : 1) * cycleDuration
    }

    /// The animation's local time at `parentTime`.
    func localTime(fromParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The parent time at which the active duration ends (nil: never, for infinite repeats or a
    /// speed that does not move forwards).
    var endParentTime: Double? {
        guard speed > 0, activeDuration.isFinite else { return nil }
        return beginTime + (activeDuration - timeOffset) / Double(speed)
    }

    /// The moment at `parentTime`, or nil when the animation has no effect then (see
    /// `AnimationMoment`).
    func moment(atParentTime parentTime: Double) -> AnimationMoment? {
        let local = localTime(fromParentTime: parentTime)
        let active = activeDuration
        let clamped: Double
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            clamped = 0
        } else if local >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            clamped = active
        } else {
            clamped = local
        }
        guard duration > 0, cycleDuration.isFinite else { return AnimationMoment(time: 0, fraction: 1, iteration: 0) }
        var iteration = (clamped / cycleDuration).rounded(.down)
        var within = clamped - iteration * cycleDuration
        if clamped == active, clamped > 0, within == 0 {
            // The very end of the active duration is the end of the last cycle, not the start of the next.
            iteration -= 1
            within = cycleDuration
        }
        let time = autoreverses && within > duration ? 2 * duration - within : within
        return AnimationMoment(time: time, fraction: time / duration, iteration: Int(iteration))
    }

    /// `fraction` through the animation's timing function (nil: linear, Core Animation's
    /// default for an animation).
    func timedFraction(_ fraction: Double) -> Double {
        timingFunction?.output(at: fraction) ?? fraction
    }
}
