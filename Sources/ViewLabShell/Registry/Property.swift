/// A property of a registered type: a getter, and a setter when it is settable. Setters return
/// the updated receiver, so that value types (`CGRect`) write back through a property chain.
struct Property {
    var name: String
    var type: TypeRef
    var get: (Any) throws -> Any
    var set: ((Any, Any) throws -> Any)?
    var doc: String
}
