/// What compiled code runs against: the current scope, where to record inverse operations and
/// where `print` writes.
final class Context {
    let frame: Frame
    let undo: UndoLog
    let console: Console
    /// What a closure body's `return` gave (see `ReturnSignal`).
    var returnValue: Any?

    init(frame: Frame, undo: UndoLog, console: Console) {
        self.frame = frame
        self.undo = undo
        self.console = console
    }

    func variable(_ name: String) throws -> Variable {
        guard let variable = frame.lookup(name) else { throw ShellError("internal error: variable '\(name)' is gone") }
        return variable
    }
}
