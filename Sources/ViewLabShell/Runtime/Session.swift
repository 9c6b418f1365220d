import Previews
/// The language half of the shell: the session's variables, the type checker and the evaluator.
/// Runs one input (a line or a script chunk) atomically: it is type-checked as a whole, then run
/// statement by statement; a run-time error rolls the whole input back.
final class Session {
    let registry: ShellRegistry
    let console: Console
    let globals = Frame()
    /// A statement that ran: its source (for `:save`) and its inverse operations (for `:undo`).
    struct Step {
        var source: String
        var undo: UndoLog
    }
    private(set) var steps: [Step] = []

    /// The source of every statement that ran (and was not undone), for `:save`.
    var transcript: [String] { steps.map(\.source) }

    init(registry: ShellRegistry, console: Console) {
        self.registry = registry
        self.console = console
    }

    /// The type-checking scope of the session's variables.
    func makeScope() -> Scope {
        Scope(globals: globals)
    }

    /// Defines a built-in variable (`root`), outside undo.
    func define(_ name: String, type: TypeRef, value: Any) {
        globals.define(Variable(name: name, type: type, isMutable: false, value: value))
    }

    /// Parses, checks and runs `source`. Values of bare expressions are printed.
    func run(_ source: String) throws {
        let compiled: [CompiledStatement]
        do {
            let statements = try Parser.parse(source)
            compiled = try Checker(registry: registry, scope: makeScope()).compile(statements, topLevel: true)
        } catch let error as ShellError {
            throw error.classified(.interpreterLacks)  // the compiler decides (see ShellError.Reason)
        }
        let formatter = ValueFormatter(registry: registry)
        let characters = Array(source)
        var done: [Step] = []
        do {
            for statement in compiled {
                let log = UndoLog()
                let value = try statement.run(Context(frame: globals, undo: log, console: console))
                let range = statement.range
                done.append(
                    Step(
                        source: String(
                            characters[min(range.start, characters.count)..<min(range.end, characters.count)]),
                        undo: log))
                if let type = statement.resultType {
                    console.print(formatter.describe(value, as: type, quoted: true))
                }
            }
        } catch {
            for step in done.reversed() { step.undo.revert() }
            throw (error as? ShellError)?.classified(.runtime) ?? error
        }
        steps += done
    }

    /// Records a line the compiled path ran (`Shell.runCompiled`): `:save` replays it, `:undo`
    /// calls `undo`.
    func recordCompiled(_ source: String, undo: @escaping () -> Void) {
        let log = UndoLog()
        log.record(undo)
        steps.append(Step(source: source, undo: log))
    }

    /// Declares a session variable a compiled line declared (`let s = ShopView.shopView()`);
    /// returns what undoes it (the previous variable of that name, if any, comes back). A `var`
    /// comes as the line's own storage (`PromptVariableStorage`), which its closures share.
    func declare(_ name: String, type: TypeRef, isMutable: Bool, value: Any) -> () -> Void {
        if let storage = value as? any PromptVariableStorage {
            return declare(Variable(name: name, type: type, isMutable: isMutable, storage: storage))
        }
        return declare(Variable(name: name, type: type, isMutable: isMutable, value: value))
    }

    /// Declares `variable` in the session; returns how to undo it.
    private func declare(_ variable: Variable) -> () -> Void {
        let frame = globals
        let previous = frame.define(variable)
        return { frame.restore(variable.name, to: previous) }
    }

    /// Stores a new value in a session variable (a reloaded view swapped in).
    func assign(_ name: String, _ value: Any) {
        guard let variable = globals.lookup(name) else { return }
        variable.value = value
        _ = globals.define(variable)
    }

    /// Reverts the last statement that changed something (forgetting the statements after it);
    /// returns its source, or nil when there is nothing to undo.
    func undo() -> String? {
        guard let index = steps.lastIndex(where: { !$0.undo.isEmpty }) else { return nil }
        let step = steps[index]
        step.undo.revert()
        steps.removeSubrange(index...)
        return step.source
    }

    /// Reverts every statement after the first `count` (newest first) and forgets them: what a
    /// lesson's `probe:` statements did is gone after `:check`.
    func rollback(to count: Int) {
        guard count < steps.count else { return }
        for step in steps[count...].reversed() { step.undo.revert() }
        steps.removeSubrange(count...)
    }

    /// Forgets every variable except the built-in ones, and the undo history.
    func reset(keeping builtins: Set<String>) {
        for name in globals.order where !builtins.contains(name) { globals.restore(name, to: nil) }
        steps = []
    }

    /// The name of a session variable holding `object` (for `:tree`).
    func name(of object: AnyObject) -> String? {
        globals.order.reversed().first { name in
            guard let value = globals.lookup(name)?.value, let other = unwrapOptional(value) else { return false }
            return (other as AnyObject) === object && type(of: other) is AnyClass
        }
    }
}
