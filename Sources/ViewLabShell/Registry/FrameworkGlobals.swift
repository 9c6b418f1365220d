/// A framework module's free functions and global constants, generated from their declarations
/// (`Bindings/Generated/MODULE+Generated.swift`, see `FrameworkBindingPass`): `UIRectFill(_:)`,
/// `UIGraphicsGetCurrentContext()`, `CACurrentMediaTime()`, `kCATransactionDisableActions`.
///
/// As for `FrameworkMembers`, the hand-kept overlay (`GlobalBinding`, installed first) wins: a
/// function is added only where no overlay function has that name and those labels, a constant
/// only where none has that name; and an entry is installed only when the shell can represent
/// all its types (the others stay with the compiler).
final class FrameworkGlobals: AnyTypeBinding {
    private let list: @MainActor (FrameworkGlobals) -> Void
    private var entries: [(ShellRegistry) -> Void] = []

    init(_ list: @escaping @MainActor (FrameworkGlobals) -> Void) { self.list = list }

    func declare(in registry: ShellRegistry) {}

    func define(in registry: ShellRegistry) {
        MainActor.assumeIsolated { list(self) }
        for entry in entries { entry(registry) }
        entries = []
    }

    func function(
        _ name: String, _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type,
        _ body: @escaping ([Any]) throws -> Any
    ) {
        entries.append { registry in
            guard registry.isRegistered(result), parameters.allSatisfy(registry.isRegistered),
                !(registry.functions[name] ?? []).contains(where: { $0.labels == labels })
            else { return }
            registry.functions[name, default: []].append(
                Callable(
                    name: name, labels: labels, parameters: parameters.map(registry.ref), result: registry.ref(result),
                    invoke: { _, arguments in try body(arguments) }, undo: nil, doc: ""))
        }
    }

    func constant<V>(_ name: String, _ get: @escaping () -> V) {
        entries.append { registry in
            guard registry.constants[name] == nil, registry.isRegistered(V.self) else { return }
            registry.constants[name] = StaticMember(name: name, type: registry.ref(V.self), get: get, doc: "")
        }
    }
}
