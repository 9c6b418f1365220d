/// Inverse operations recorded while a statement runs: every property write and tree edit adds
/// the closure that reverts it. Used for `:undo` and to roll back a line that fails half-way.
final class UndoLog {
    private(set) var actions: [() -> Void] = []

    func record(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    var isEmpty: Bool { actions.isEmpty }

    /// Reverts everything recorded, newest first.
    func revert() {
        for action in actions.reversed() { action() }
        actions = []
    }
}
