import Foundation

// MARK: - The implicit transaction and the main run loop

extension CATransaction {
    /// ViewLab: makes sure the implicit transaction is committed at the end of this turn of the main
    /// run loop, as Core Animation does: "Core Animation creates implicit transactions … and commits
    /// them on the next iteration of the run loop" (Apple, Core Animation Programming Guide,
    /// "Changing a Layer's Default Behavior"/transactions; on iOS a run-loop observer commits it
    /// before the loop waits). The commit is `flush()`: UIKit's layout and display pass of the
    /// visible windows, then the transaction's completion blocks.
    ///
    /// Swift on Linux has no public run-loop observers, so the commit is queued once on the main
    /// dispatch queue, which `RunLoop.main` services on every turn (`run(until:)`, `run(mode:before:)`,
    /// a run-loop turn of ViewLab's own). Calls coalesce; calls off the main thread do nothing
    /// (UIKit is used from the main thread).
    @_spi(ViewLab) public static func scheduleImplicitCommit() {
        guard Thread.isMainThread else { return }
        let state = TransactionState.current
        guard !state.implicitCommitScheduled else { return }
        state.implicitCommitScheduled = true
        DispatchQueue.main.async {
            state.implicitCommitScheduled = false
            flush()
        }
    }
}
