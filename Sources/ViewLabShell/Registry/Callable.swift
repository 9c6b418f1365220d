/// An initialiser, method or static method: argument labels (`_` for none), parameter types and
/// the code. `receiver` is the instance for methods (nil for initialisers and static methods).
struct Callable {
    var name: String
    var labels: [String]
    var parameters: [TypeRef]
    var result: TypeRef
    var invoke: (_ receiver: Any?, _ arguments: [Any]) throws -> Any
    /// Called before `invoke` with the same arguments; returns the closure that undoes the call.
    var undo: ((_ receiver: Any?, _ arguments: [Any]) -> () -> Void)?
    var doc: String

    /// `init(red:green:blue:alpha:)`, `addSubview(_:)`.
    var signature: String {
        "\(name)(\(labels.map { "\($0):" }.joined()))"
    }
}
