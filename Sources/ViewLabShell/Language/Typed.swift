/// A type-checked expression: its static type and the compiled code that evaluates it.
struct Typed {
    var type: TypeRef
    var range: SourceRange
    var eval: (Context) throws -> Any
    /// How to write to it, when it is an assignable place.
    var lvalue: LValue?
}
