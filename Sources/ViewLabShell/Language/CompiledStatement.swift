/// A type-checked statement, ready to run. `resultType` is set for bare expressions whose value
/// the shell prints.
struct CompiledStatement {
    var range: SourceRange
    var resultType: TypeRef?
    var run: (Context) throws -> Any
}
