/// An enum declared in your code whose cases carry no values (`enum Style { case ring, pie }`),
/// so that the shell accepts `.ring` where a `Style` is expected. Generated with the classes.
public struct ShellEnumBinding {
    /// As written in Swift (`SeedRingView.Style`).
    public var name: String
    public var type: Any.Type
    public var cases: [(name: String, value: Any)]
    public var equals: (Any, Any) -> Bool
    /// `T?`, `[T]` and `[T]?`: the shell types them too.
    public var containerTypes: (optional: Any.Type, array: Any.Type, optionalArray: Any.Type)

    public init<E: Equatable>(_ type: E.Type, name: String, cases: [(String, E)]) {
        self.name = name
        self.type = type
        containerTypes = (E?.self, [E].self, [E]?.self)
        self.cases = cases.map { (name: $0.0, value: $0.1 as Any) }
        equals = { a, b in (a as? E).map { $0 == b as? E } ?? false }
    }
}
