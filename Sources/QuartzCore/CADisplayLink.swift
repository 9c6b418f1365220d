import Foundation

/// A timer synchronised with the display: it calls `selector` on `target` (with the display link as
/// the argument) once per frame while it is added to a run loop and not paused, as Core
/// Animation's `CADisplayLink`.
///
/// ViewLab's display refreshes at 60 Hz (`maximumFramesPerSecond`). A link fires from a Foundation
/// `Timer` on the run loop it is added to, every `1 / rate` seconds, where the rate is
/// `preferredFrameRateRange.preferred`, else `preferredFramesPerSecond`, else 60 — clamped to
/// 1…60 as iOS clamps it to what the screen can show. So it fires only while that run loop runs
/// (`RunLoop.main.run(until:)`, a shell waiting for input does not). As on iOS the link retains
/// its target until `invalidate()`. A target without that method gets one error line and the link
/// is invalidated (iOS would raise "unrecognized selector").
open class CADisplayLink: NSObject {
    /// The display's refresh rate.
    public static let maximumFramesPerSecond = 60

    private var target: AnyObject?
    private let selector: Selector
    private var timer: Timer?
    private var runLoops: [(RunLoop, RunLoop.Mode)] = []

    /// The time of the last frame the link fired for (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (`timestamp` plus the link's frame interval).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between refreshes of the display (1/60 s), whatever rate the link asks for.
    open var duration: CFTimeInterval { 1 / Double(CADisplayLink.maximumFramesPerSecond) }
    /// While true the link keeps its run loop but does not call the target.
    open var isPaused = false
    /// The frame rate the link would like; 0 (the default) is the display's native rate.
    open var preferredFramesPerSecond = 0 { didSet { reschedule() } }
    open var preferredFrameRateRange = CAFrameRateRange.default { didSet { reschedule() } }
    /// Deprecated: the number of display frames between calls (1 = every frame).
    open var frameInterval: Int {
        get { max(1, CADisplayLink.maximumFramesPerSecond / max(1, Int(effectiveRate))) }
        set { preferredFramesPerSecond = CADisplayLink.maximumFramesPerSecond / max(1, newValue) }
    }

    /// A link that will send `sel` to `target` every frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// The frames per second the link fires at (see the type's documentation).
    var effectiveRate: Double {
        let native = Double(CADisplayLink.maximumFramesPerSecond)
        let asked = Double(preferredFrameRateRange.preferred ?? 0) > 0 ? Double(preferredFrameRateRange.preferred!)
            : preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : native
        return min(max(asked, 1), native)
    }

    /// Starts calling the target from `runloop`'s `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        runLoops.append((runloop, mode))
        reschedule()
    }

    /// Stops calling the target from `runloop`'s `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoops.removeAll { $0.0 === runloop && $0.1 == mode }
        reschedule()
    }

    /// Removes the link from every run loop and releases the target; the link never fires again.
    open func invalidate() {
        timer?.invalidate()
        timer = nil
        runLoops = []
        target = nil
    }

    private func reschedule() {
        timer?.invalidate()
        timer = nil
        guard target != nil, !runLoops.isEmpty else { return }
        let interval = 1 / effectiveRate
        let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.fire(interval: interval) }
        for (runLoop, mode) in runLoops { runLoop.add(timer, forMode: mode) }
        self.timer = timer
    }

    private func fire(interval: CFTimeInterval) {
        guard !isPaused, let target else { return }
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + interval
        if case .notFound = selector.send(to: target, arguments: [self]) {
            FileHandle.standardError.write(Data("viewlab: error: CADisplayLink: \(type(of: target)) has no method \(selector.name); link invalidated\n".utf8))
            invalidate()
        }
    }
}
