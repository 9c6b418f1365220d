import Foundation

/// `performSelector:withObject:afterDelay:` and its cancellation. Apple: "This method sets up a
/// timer to perform the aSelector message on the current thread's run loop… the timer is
/// configured to run in the default mode", and the receiver and argument are retained until it has
/// run (`perform(_:with:afterDelay:)`, `NSObject` documentation). The timer is scheduled as
/// `scheduledTimer(…)` schedules one: in the shell and in exports, where ViewLab runs the run loop
/// on the media clock, it fires when the clock passes `delay` (`Timer.hostScheduler`); elsewhere on
/// the current run loop, `delay` seconds from now. A delay of 0 or less goes on the run loop
/// everywhere ("specifying a delay of 0 does not necessarily cause the selector to be performed
/// immediately… it waits until the next opportunity"), so it runs at the next turn.
extension NSObject {
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        // the timer fires on this thread's run loop (RunLoop.current, below), where it was sent
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = anArgument  // handed over with `target`, on the same thread
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false) { timer in
            DelayedPerforms.remove(timer, for: target)
            aSelector.send(to: target, arguments: [argument])
        }
        DelayedPerforms.add(timer, selector: aSelector, for: self)
        // A delay of 0 (or less) means the next run-loop turn, not a moment of the media clock.
        if delay > 0 { Timer.schedule(timer, after: delay) } else { RunLoop.current.add(timer, forMode: .default) }
    }

    /// Cancels every pending delayed perform sent to `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel(for: aTarget as AnyObject, selector: nil)
    }

    /// Cancels the pending delayed performs of `aSelector` sent to `aTarget`.
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        DelayedPerforms.cancel(for: aTarget as AnyObject, selector: aSelector)
    }
}

/// The pending delayed performs, by target.
enum DelayedPerforms {
    // the runtime's tables are reached from any thread, as in Objective-C (`RuntimeTables.delayedPerforms`)
    private static var table: RuntimeTable<[ObjectIdentifier: [(selector: Selector, timer: Timer)]]> {
        RuntimeTables.shared.delayedPerforms
    }

    static func add(_ timer: Timer, selector: Selector, for target: AnyObject) {
        table.locked { $0[ObjectIdentifier(target), default: []].append((selector, timer)) }
    }

    static func remove(_ timer: Timer, for target: AnyObject) {
        table.locked { pending in pending[ObjectIdentifier(target)]?.removeAll { $0.timer === timer } }
    }

    static func cancel(for target: AnyObject, selector: Selector?) {
        let cancelled = table.locked { pending -> [Timer] in
            let key = ObjectIdentifier(target)
            let all = pending[key] ?? []
            pending[key] = all.filter { selector != nil && $0.selector != selector }
            return all.filter { selector == nil || $0.selector == selector }.map(\.timer)
        }
        cancelled.forEach { $0.invalidate() }
    }
}
