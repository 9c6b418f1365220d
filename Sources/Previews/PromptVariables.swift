/// The `viewlab` shell's variables as a line compiled at its prompt sees them: the shell stores
/// the values a line uses here before running it, the generated code reads them back typed
/// (`let card = PromptVariables.values["card"] as! UIView`) and stores its `var`s after running,
/// so changes to value types reach the shell. The top-level `let`/`var`s the line declares are
/// handed back with `export`, with their static types, and become session variables.
public enum PromptVariables {
    nonisolated(unsafe) public static var values: [String: Any] = [:] // the shell's variables handed to compiled prompt lines, on the shell's thread
    /// The static type of each exported value, as `String(reflecting:)` names it
    /// (`Live_ShopView_1.ShopView`, `Swift.Array<Swift.Int>`).
    nonisolated(unsafe) public static var types: [String: String] = [:] // same thread as `values`

    /// The session variable a line could not take in its type (the line did not run).
    nonisolated(unsafe) public static var unavailable: String? // same thread as `values`

    /// Prints the value of a line that is one expression, as the shell prints an interpreted
    /// one (strings quoted; nothing for `Void`).
    public static func show<T>(_ value: T) {
        guard T.self != Void.self, T.self != Void?.self else { return }
        if T.self == String.self, let text = value as? String { print(text.debugDescription) } else { print(value) }
    }

    /// Hands a variable the line declared back to the shell, with its static type `T` (not the
    /// dynamic type: `let v: UIView = ShopView()` is a `UIView`, as in Swift).
    public static func export<T>(_ name: String, _ value: T) {
        values[name] = value
        types[name] = String(reflecting: T.self)
    }
}
