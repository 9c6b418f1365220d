/// Thrown by `return` inside a closure body, after it has put the value in the closure's
/// `Context.returnValue` (an error is `Sendable`; the value, a view say, need not be).
struct ReturnSignal: Error {}
