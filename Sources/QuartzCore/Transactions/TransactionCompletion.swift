import Foundation

/// The animations a `CATransaction` added and its completion block: the block runs once the
/// transaction has committed and every one of those animations has ended (finished or removed).
final class TransactionCompletion {
    private var running = 0
    private var completion: (() -> Void)?
    private(set) var isCommitted = false

    func animationAdded() { running += 1 }

    /// The transaction committed: the block runs now if no animation is running, else later.
    func commit(completion: (() -> Void)?) {
        isCommitted = true
        self.completion = completion
        runIfDone()
    }

    /// One of the transaction's animations ended.
    func animationEnded() {
        running -= 1
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, running <= 0, let block = completion else { return }
        completion = nil
        block()
    }
}
