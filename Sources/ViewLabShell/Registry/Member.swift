/// A property of a registered type: a getter, and a setter when it is settable. Setters return
/// the updated receiver, so that value types (`CGRect`) write back through a property chain.
struct Property {
    var name: String
    var type: TypeRef
    var get: (Any) throws -> Any
    var set: ((Any, Any) throws -> Any)?
    var doc: String
}

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

/// A static property or enum case (`UIColor.systemRed`, `UIView.ContentMode.center`).
struct StaticMember {
    var name: String
    var type: TypeRef
    var get: () throws -> Any
    var doc: String
}
