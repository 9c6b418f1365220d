import Foundation

/// ViewLab: the media clock `CACurrentMediaTime()` reads. On iOS media time is the host's
/// monotonic clock; in ViewLab it is **virtual and deterministic**: it starts at 0 and moves only
/// when told (`advance(by:)`, `advanceFrames(_:)`, `set(to:)`), so the same script shows the same
/// frames on every machine. Moving it runs the callbacks of the animations it passes —
/// `animationDidStart(_:)`, `animationDidStop(_:finished:)`, removal of finished animations
/// (`isRemovedOnCompletion`) and the `CATransaction` completion blocks waiting for them — in
/// the order the animations end.
///
/// What is drawn at a moment is not read from here: the compositor takes the time as a value
/// (`LayerCompositor.render(_:in:presentationTime:)`), so a render is a function of its inputs.
@_spi(ViewLab) public final class CAMediaClock {
    /// The length of one display frame (60 Hz, `CADisplayLink.maximumFramesPerSecond`).
    public static let frameDuration: CFTimeInterval = 1.0 / 60

    /// The clock `CACurrentMediaTime()` reads — and that animations added, display links and
    /// timers scheduled now run on: the clock of the environment bound to this thread
    /// (`WorkEnvironment`; a stage binds its own while it works), else the host's clock. Setting
    /// it sets the host's clock (the shell's, a test's); a render never does.
    public static var current: CAMediaClock {
        get { WorkEnvironment.current?.mediaClock ?? host }
        set { WorkEnvironment.updateHost { $0.replacing(mediaClock: newValue) } }
    }

    /// The host's clock (the host environment's): what `current` is outside any stage's work.
    private static var host: CAMediaClock {
        if let clock = WorkEnvironment.host.mediaClock { return clock }
        let clock = CAMediaClock()
        WorkEnvironment.updateHost { $0.mediaClock == nil ? $0.replacing(mediaClock: clock) : $0 }
        return WorkEnvironment.host.mediaClock ?? clock
    }

    /// Runs `body` with `clock` as `CAMediaClock.current` on this thread, and restores the clock
    /// bound before when it returns — a scoped binding, not a swapped global, so two stages at
    /// work (interleaved, or on two threads) each move and read their own media time.
    /// (The environment bound now, with `clock` in place of its clock.)
    public static func withCurrent<Result>(_ clock: CAMediaClock, _ body: () throws -> Result) rethrows -> Result {
        let environment = WorkEnvironment.current?.replacing(mediaClock: clock) ?? WorkEnvironment(mediaClock: clock)
        return try environment.perform(body)
    }

    /// The media time in seconds.
    public private(set) var time: CFTimeInterval

    /// Layers with animations added while this clock was current, checked when the time moves.
    private var watched: [WeakLayer] = []

    /// Whether `Timer`s scheduled while this clock is current fire on it (see
    /// `CAMediaClock+Timers.swift`): set by the hosts that move the clock — the shell and preview
    /// exports. False: they go on the current run loop, in real time.
    public var runsTimers = false {
        didSet { if runsTimers { CAMediaClock.installTimerScheduler() } }
    }

    /// The timers this clock fires, in the order they were scheduled.
    var timers: [ScheduledTimer] = []

    public init(time: CFTimeInterval = 0) {
        self.time = time
    }

    /// Moves the clock forward by `seconds` (negative values are ignored) and runs the
    /// callbacks of the animations it passes.
    public func advance(by seconds: CFTimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        set(to: time + seconds)
    }

    /// Moves the clock by `count` frames of `frameDuration`.
    public func advanceFrames(_ count: Int = 1) {
        advance(by: Double(max(count, 0)) * CAMediaClock.frameDuration)
    }

    /// Sets the media time (backwards too: what is drawn follows; animations already finished
    /// and removed stay removed, as they would on iOS) and runs the callbacks due at the new time.
    ///
    /// Moving forwards with display links added (`CADisplayLink.add(to:forMode:)`), the clock
    /// stops at every display frame it crosses (multiples of `frameDuration`): there each link due
    /// at its rate fires, then the animation callbacks due then run — so code that draws from a
    /// display link has drawn the frame before it is rendered. With timers scheduled on it
    /// (`runsTimers`), it also stops at each fire date it crosses, in order, and fires the timers
    /// due; a timer due at a display frame fires before the links of that frame. A clock that runs
    /// timers then runs the main queue's ready blocks at that moment (`CAMediaClock+MainQueue`).
    /// It also stops where an animation it crosses ends, so that animation's callbacks — a
    /// `UIView.animate` completion that starts the next step of a sequence — run at the moment
    /// it ends, as on iOS, and what they start begins then rather than at `newTime`.
    public func set(to newTime: CFTimeInterval) {
        guard newTime.isFinite else { return }
        while newTime > time {
            displayLinks.removeAll { !$0.isScheduled }
            let frame = nextDisplayFrame(upTo: newTime)
            let fireDate = nextTimerFireDate(upTo: newTime)
            let animationEnd = nextAnimationEnd(upTo: newTime)
            guard
                let moment = [frame.map { Double($0) * CAMediaClock.frameDuration }, fireDate, animationEnd].compactMap(
                    { $0 }).min()
            else { break }
            time = moment
            if let fireDate, fireDate <= moment { fireTimers(dueAt: moment) }
            if let frame, Double(frame) * CAMediaClock.frameDuration <= moment {
                for link in displayLinks where link.isScheduled { link.displayFrame(frame) }
            }
            fireCallbacks()
            if runsTimers { CAMediaClock.withCurrent(self) { CAMediaClock.runMainQueue() } }
        }
        time = newTime
        fireCallbacks()
    }

    /// The next display frame after the current time, if display links are added and it is not
    /// after `end` (a tolerance so that 30 frames of 1/60 s land on frame 30, not just before it).
    private func nextDisplayFrame(upTo end: CFTimeInterval) -> Int? {
        guard !displayLinks.isEmpty else { return nil }
        let frame = Int((time / CAMediaClock.frameDuration + 1e-6).rounded(.down)) + 1
        return frame <= Int((end / CAMediaClock.frameDuration + 1e-6).rounded(.down)) ? frame : nil
    }

    /// The first end of a watched layer's animation after the current time, if not after `end`.
    private func nextAnimationEnd(upTo end: CFTimeInterval) -> CFTimeInterval? {
        let next = watched.compactMap { $0.layer?.nextAnimationEnd(after: time) }.min()
        return next.flatMap { $0 < end ? $0 : nil }
    }

    /// Display links added to a run loop while this clock was current, fired as it moves. Held
    /// strongly until they leave their last run loop or are invalidated, as a run loop retains
    /// the links added to it on iOS.
    private var displayLinks: [CADisplayLink] = []

    /// Starts firing `link` on display frames.
    func addDisplayLink(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    /// Starts watching `layer`'s animations.
    func watch(_ layer: CALayer) {
        watched.removeAll { $0.layer == nil }
        if !watched.contains(where: { $0.layer === layer }) { watched.append(WeakLayer(layer: layer)) }
    }

    /// Starts and stops the animations of the watched layers whose times have come: starts first,
    /// then stops in the order of their end times.
    func fireCallbacks() {
        let layers = watched.compactMap(\.layer)
        for layer in layers { layer.startAnimations(atMediaTime: time) }
        let due = layers.flatMap { layer in layer.finishedAnimations(atMediaTime: time).map { (layer, $0) } }
        for (layer, entry) in due.sorted(by: { $0.1.end < $1.1.end }) {
            layer.finish(entry.animation)
        }
        watched.removeAll { $0.layer.map { $0.animationStore.isEmpty } ?? true }
    }

    private struct WeakLayer {
        weak var layer: CALayer?
    }
}

/// The current absolute time in seconds, as Core Animation's `CACurrentMediaTime()`: in ViewLab
/// the time of the virtual media clock (`CAMediaClock.current`: the clock of the stage at work on
/// this thread, else the host's), 0 until something advances it.
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.current.time }
