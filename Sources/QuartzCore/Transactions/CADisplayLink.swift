import Foundation

/// A timer synchronised with the display: it calls `selector` on `target` (with the display link as
/// the argument) once per frame while it is added to a run loop and not paused, as Core
/// Animation's `CADisplayLink`.
///
/// ViewLab's display is the **media clock** (`CAMediaClock`, what `CACurrentMediaTime()` reads),
/// refreshing at 60 Hz (`maximumFramesPerSecond`). A link added to a run loop fires when that
/// clock moves (the shell's `:step`/`:time`, an export at `--time`, `CAMediaClock.advance`), once
/// for every display frame crossed that falls on its rate — `preferredFrameRateRange.preferred`,
/// else `preferredFramesPerSecond`, else 60, clamped to 1…60 as iOS clamps it to what the screen
/// can show (at 30 it fires on every other frame) — before that frame is drawn. So a component
/// that animates from its display-link callback shows, at time t, what it computed for t, on any
/// machine and at any speed. Real time passing does not fire a link (the clock does not move by
/// itself).
///
/// In a callback, `timestamp` is the time of the frame being prepared (a multiple of 1/60 s) and
/// `targetTimestamp` that plus the link's frame interval; `duration` is 1/60 s. As on iOS the run
/// loop retains the link and the link its target until `invalidate()`. A target without that
/// method gets one error line and the link is invalidated (iOS would raise "unrecognized
/// selector").
open class CADisplayLink: NSObject {
    /// The display's refresh rate.
    public static let maximumFramesPerSecond = 60

    private var target: AnyObject?
    private let selector: Selector
    private var runLoops: [(RunLoop, RunLoop.Mode)] = []

    /// The time of the last frame the link fired for (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will fire for (`timestamp` plus the link's frame interval).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between refreshes of the display (1/60 s), whatever rate the link asks for.
    open var duration: CFTimeInterval { 1 / Double(CADisplayLink.maximumFramesPerSecond) }
    /// While true the link keeps its run loop but does not call the target.
    open var isPaused = false
    /// The frame rate the link would like; 0 (the default) is the display's native rate.
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default
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
        let asked =
            Double(preferredFrameRateRange.preferred ?? 0) > 0
            ? Double(preferredFrameRateRange.preferred!)
            : preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : native
        return min(max(asked, 1), native)
    }

    /// Whether the link is in a run loop and not invalidated (paused or not).
    var isScheduled: Bool { target != nil && !runLoops.isEmpty }

    /// Starts calling the target on the frames of the current media clock.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        runLoops.append((runloop, mode))
        CAMediaClock.current.addDisplayLink(self)
    }

    /// Stops calling the target from `runloop`'s `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoops.removeAll { $0.0 === runloop && $0.1 == mode }
    }

    /// Removes the link from every run loop and releases the target; the link never fires again.
    open func invalidate() {
        runLoops = []
        target = nil
    }

    /// The media clock reached display frame `frame` (at `frame / 60` s): fires if the frame
    /// falls on the link's rate (the count of its frames, `frame × rate / 60` rounded down, moved on).
    func displayFrame(_ frame: Int) {
        let rate = effectiveRate, native = Double(CADisplayLink.maximumFramesPerSecond)
        let due =
            (Double(frame) * rate / native + 1e-9).rounded(.down)
            > (Double(frame - 1) * rate / native + 1e-9).rounded(.down)
        guard due, !isPaused, let target else { return }
        timestamp = Double(frame) * CAMediaClock.frameDuration
        targetTimestamp = timestamp + 1 / rate
        if case .notFound = selector.send(to: target, arguments: [self]) {
            FileHandle.standardError.write(
                Data(
                    "viewlab: error: CADisplayLink: \(type(of: target)) has no method \(selector.name); link invalidated\n"
                        .utf8))
            invalidate()
        }
    }
}
