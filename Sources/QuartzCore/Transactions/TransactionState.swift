/// What Core Animation keeps for one thread between changes and their commit: the transaction
/// stack (the implicit transaction at the bottom), whether the implicit one's commit is queued or
/// running, and the layers that keep a committed copy until the next commit
/// (`CALayer+CommittedState`). Transactions belong to the thread that changes the layer tree:
/// "Implicit transactions are created automatically when the layer tree is modified by a thread
/// without an active transaction and are committed automatically when the thread's runloop next
/// iterates" (Apple, `CATransaction`), so each thread has its own state, made on first use —
/// no process-wide slot holds it.
final class TransactionState {
    /// The implicit transaction is `frames[0]`; explicit ones are pushed above it.
    var frames: [CATransaction.Frame] = [CATransaction.Frame()]
    /// Whether `flush()` is running its layout and display pass (`CATransaction.willFlush`).
    var isFlushing = false
    /// Whether a commit of the implicit transaction is queued on the main run loop.
    var implicitCommitScheduled = false
    /// The layers that keep a committed copy, until the next commit.
    var changedSinceCommit: [CALayer] = []
    /// Whether a commit's layout and display pass is running.
    var isCommitting = false

    /// This thread's state.
    static var current: TransactionState { perThread.value }
    private static let perThread = ThreadLocal { TransactionState() }
}
