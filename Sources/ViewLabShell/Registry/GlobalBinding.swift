/// Free functions and global constants (`CATransform3DMakeRotation(_:_:_:_:)`,
/// `CATransform3DIdentity`): what a framework declares outside any type.
struct GlobalBinding: AnyTypeBinding {
    enum Entry {
        /// `undo`, given the arguments before the call, returns what reverts it (a lesson's probes are reverted).
        case function(
            name: String, parameters: [Any.Type], result: Any.Type, doc: String,
            undo: (([Any]) -> () -> Void)? = nil, invoke: ([Any]) throws -> Any)
        case constant(name: String, type: Any.Type, doc: String, value: () -> Any)
    }

    let entries: [Entry]

    func declare(in registry: ShellRegistry) {}

    func define(in registry: ShellRegistry) {
        for entry in entries {
            switch entry {
            case .function(let name, let parameters, let result, let doc, let undo, let invoke):
                let callable = Callable(
                    name: name, labels: parameters.map { _ in "_" }, parameters: parameters.map(registry.ref),
                    result: registry.ref(result), invoke: { _, args in try invoke(args) },
                    undo: undo.map { undo in { _, args in undo(args) } }, doc: doc)
                registry.functions[name, default: []].append(callable)
            case .constant(let name, let type, let doc, let value):
                registry.constants[name] = StaticMember(name: name, type: registry.ref(type), get: value, doc: doc)
            }
        }
    }
}
