/// A static property or enum case (`UIColor.systemRed`, `UIView.ContentMode.center`).
struct StaticMember {
    var name: String
    var type: TypeRef
    var get: () throws -> Any
    var doc: String
}
