import Foundation

/// `NSObject`'s thread-directed performs (`NSThreadPerformAdditions`), answered by the selector
/// tables. Apple, `performSelectorOnMainThread:withObject:waitUntilDone:`: "If the current thread is
/// also the main thread, and you specify YES for this parameter, the message is delivered and
/// processed immediately"; otherwise "this method queues the message on the run loop of the main
/// thread", where it runs at the next turn (in exports and the shell, the main run loop follows
/// the media clock). A receiver without the method traps as Objective-C raises "unrecognized
/// selector sent to instance".
extension NSObject {
    /// Sends `aSelector` with `arg` on the main thread: now when called there with `wait`, at the
    /// main run loop's next turn otherwise (waiting for it when called from another thread with `wait`).
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait, modes: nil)
    }

    /// As `performSelector(onMainThread:with:waitUntilDone:)`; ViewLab's main run loop has one mode,
    /// so `modes` changes nothing.
    public func performSelector(
        onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes: [String]?
    ) {
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = arg  // handed to the main thread with `target`
        if Thread.isMainThread, wait {
            _ = target.perform(aSelector, arguments: [argument])
        } else if wait {
            DispatchQueue.main.sync { _ = target.perform(aSelector, arguments: [argument]) }
        } else {
            RunLoop.main.perform { _ = target.perform(aSelector, arguments: [argument]) }
        }
    }

    /// `performSelectorInBackground:withObject:`: "creates a new background thread" that sends
    /// `aSelector` with `arg`.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = arg
        Thread.detachNewThread { _ = target.perform(aSelector, arguments: [argument]) }
    }
}
