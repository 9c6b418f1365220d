/// One of the shell's variables, as compiled code holds it: the session's own storage, so a write
/// reaches the session at once.
public protocol PromptVariableBox: AnyObject {
    var value: Any { get set }
}

/// The `viewlab` shell's variables as a line compiled at its prompt sees them. The shell hands
/// over the variables a line uses as boxes (`boxes`) before running it; the generated code binds
/// each to a file-scope variable whose getter and setter go through its box
/// (`var counter: Int { get { box.value as! Int } set { box.value = newValue } }`), so a session
/// variable is one storage, as the Swift REPL's top-level variables are globals: a closure a
/// compiled line makes (`let inc = { counter += 1 }`) changes the session's `counter` whenever it
/// is called later. The top-level `let`/`var`s the line declares are handed back with `export`,
/// with their static types, and become session variables.
public enum PromptVariables {
    // the shell's variables a compiled prompt line uses, on the shell's thread
    nonisolated(unsafe) public static var boxes: [String: any PromptVariableBox] = [:]
    /// The values a line declared, handed back by `export`.
    nonisolated(unsafe) public static var values: [String: Any] = [:]  // same thread as `boxes`
    /// The static type of each exported value, as `String(reflecting:)` names it
    /// (`Live_ShopView_1.ShopView`, `Swift.Array<Swift.Int>`).
    nonisolated(unsafe) public static var types: [String: String] = [:]  // same thread as `values`

    /// The session variable a line could not take in its type (the line did not run).
    nonisolated(unsafe) public static var unavailable: String?  // same thread as `values`

    /// The box of session variable `name`: bound once when the line starts, so a closure called
    /// later reaches the same variable even if a later line declares another of that name.
    public static func box(_ name: String) -> any PromptVariableBox {
        guard let box = boxes[name] else {
            preconditionFailure("no session variable '\(name)' was handed to this line")
        }
        return box
    }

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

    /// Hands a `var` the line declared back to the shell as its storage, not a copy: `get` and
    /// `set` reach the line's own variable, which closures made on the same line captured, so
    /// `var n = 0; let inc = { n += 1 }` followed by `inc()` changes the session's `n`, as in the
    /// Swift REPL, where both are one global.
    public static func export<T>(_ name: String, get: @escaping () -> T, set: @escaping (T) -> Void) {
        values[name] = PromptCapturedVariable(get: get, set: set)
        types[name] = String(reflecting: T.self)
    }
}

/// A variable's storage handed over by `PromptVariables.export(_:get:set:)` (not its value).
public protocol PromptVariableStorage: PromptVariableBox {}

/// A variable a compiled prompt line declared, reached where the line's closures reach it.
public final class PromptCapturedVariable<T>: PromptVariableStorage {
    private let get: () -> T
    private let set: (T) -> Void

    init(get: @escaping () -> T, set: @escaping (T) -> Void) {
        self.get = get
        self.set = set
    }

    /// Reads the variable; a write of a value of another type is refused (the shell type-checks
    /// assignments against the variable's static type before they get here).
    public var value: Any {
        get { get() }
        set { if let typed = newValue as? T { set(typed) } }
    }
}
