import Foundation

/// `performSelector:onThread:withObject:waitUntilDone:` and its main-thread form (`NSObject`
/// documentation, "Sending Messages"). Apple: "If the current thread and target thread are the
/// same, and you specify `true` for this parameter, the selector is performed immediately on the
/// current thread. If you specify `false`, this method queues the message on the thread's run
/// loop and returns". ViewLab's threads with a run loop that runs are the main thread's, so a
/// message for the main thread sent from elsewhere goes to the main queue (and, waiting, the sender
/// blocks until it has run), and a message for the current thread runs now or at its run loop's
/// next turn. Another thread without a run loop of its own is the current one's stand-in.
extension NSObject {
    public func perform(_ aSelector: Selector, on thr: Thread, with arg: Any?, waitUntilDone wait: Bool) {
        perform(aSelector, on: thr, with: arg, waitUntilDone: wait, modes: nil)
    }

    public func perform(
        _ aSelector: Selector, on thr: Thread, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?
    ) {
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = arg  // handed over with `target`, to the thread that runs it
        let send: @Sendable () -> Void = { _ = aSelector.send(to: target, arguments: [argument]) }
        if thr.isMainThread, !Thread.isMainThread {
            if wait { DispatchQueue.main.sync { send() } } else { DispatchQueue.main.async { send() } }
        } else if wait {
            send()
        } else {
            RunLoop.current.perform { send() }
        }
    }

    /// `performSelectorOnMainThread:withObject:waitUntilDone:`.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        perform(aSelector, on: .main, with: arg, waitUntilDone: wait)
    }

    /// As `performSelector(onMainThread:with:waitUntilDone:)`; ViewLab's main run loop has one mode,
    /// so `modes` changes nothing.
    public func performSelector(
        onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?
    ) {
        perform(aSelector, on: .main, with: arg, waitUntilDone: wait, modes: array)
    }

    /// `performSelectorInBackground:withObject:`: on a new thread, as on iOS.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = arg  // handed over to the new thread, as Objective-C does
        Thread.detachNewThread { _ = aSelector.send(to: target, arguments: [argument]) }
    }
}
