/// Thrown by `return` inside a closure body.
struct ReturnSignal: Error {
    var value: Any
}
