import Foundation

/// Foundation's target–selector timers: each firing sends the selector to the target with the
/// timer as the argument (a `tick(_ timer: Timer)` method gets it; `tick()` ignores it). As on
/// Apple platforms the timer keeps a strong reference to its target until it is invalidated.
/// Limitation: swift-corelibs-foundation cannot store `userInfo` in a timer, so it is dropped.
extension Timer {
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        // messaged on the run loop the timer is added to, unchecked as in Objective-C (Apple's contract)
        nonisolated(unsafe) let target = aTarget as AnyObject
        self.init(viewlabTimeInterval: ti, repeats: yesOrNo) { timer in
            aSelector.send(to: target, arguments: [timer])
        }
    }

    /// ViewLab: Foundation's `init(timeInterval:repeats:block:)` as the source bridge compiles it
    /// (`TimerPass`), with Apple's fire date. On Apple platforms the new timer first fires
    /// `interval` seconds after it is made, once added to a run loop ("after ti seconds have
    /// elapsed, the timer fires", `init(timeInterval:target:selector:userInfo:repeats:)`);
    /// swift-corelibs-foundation's initialiser sets the fire date to the moment it is made (and
    /// forgets the interval of a non-repeating timer), so its timer fires at once.
    public convenience init(
        viewlabTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// ViewLab: `Timer()` as the source bridge compiles it (`TimerPass`): `NSObject`'s initialiser,
    /// which `Timer` inherits on Apple platforms and code uses for a placeholder it later replaces
    /// or invalidates (swift-corelibs-foundation's `Timer` has no `init()`, and an extension cannot
    /// add one). A one-shot timer that does nothing, scheduled nowhere, so it never fires.
    public convenience init(viewlabPlaceholder: Void) {
        self.init(fire: .distantFuture, interval: 0, repeats: false) { _ in }
    }

    /// A timer created as by `init(timeInterval:target:selector:userInfo:repeats:)` and scheduled
    /// on the current run loop in the default mode — in ViewLab's shell and exports, the media
    /// clock (see `Timer.hostScheduler`).
    @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        schedule(timer, after: ti)
        return timer
    }
}
