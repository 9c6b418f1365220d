import UIKit

/// A framework type's public members, generated from its declarations (`Bindings/Generated`,
/// written by `make bindings`; see `FrameworkBindingPass`). The hand-kept bindings
/// (`Bindings+HandKept.swift`) are an overlay: installed first, what they declare for a member — its
/// undo, its guards, its printer, its doc — wins, and a generated member is added only where the
/// overlay has none by that name (properties, static values) or by that name and those labels
/// (callables).
///
/// A member is installed only when the shell can represent all its types (the registry knows
/// them once every binding is declared); the others stay with the compiler, which is correct by
/// design: a line that uses them is compiled.
final class FrameworkMembers<T>: AnyTypeBinding {
    let name: String
    private var declaration: ((ShellRegistry) -> Void)?
    private var superclassName: String?
    private var list: (@MainActor (FrameworkMembers<T>) -> Void)?
    private var entries: [(ShellRegistry, ShellType) -> Void] = []

    init(_ name: String) { self.name = name }

    // MARK: - The type

    /// A class; `superclass` names the nearest superclass the frameworks declare.
    func declareClass(superclass: String?, doc: String) where T: AnyObject {
        superclassName = superclass
        declaration = { registry in
            let type = ShellType(name: self.name, kind: .classType, swiftType: T.self, doc: doc)
            type.superclass = superclass
            type.equals = { ($0 as AnyObject) === ($1 as AnyObject) }
            type.describe = { value in (value as? UIView).map(Bindings.describeView) ?? String(describing: value) }
            self.register(type, in: registry)
        }
    }

    /// An enum whose cases carry no values: printed `.name`, compared with `==`.
    func declareEnum(doc: String) where T: Equatable {
        declaration = { registry in
            let type = self.equatableType(.enumType, doc: doc)
            type.describe = { ".\($0)" }
            self.register(type, in: registry)
        }
    }

    /// An option set: an array literal of its members is a value of the type; printed as the
    /// list of its named members it contains (`[.touchDown, .touchUpInside]`), a member that is
    /// part of a larger one left out (`[.curveLinear]`, not `.curveEaseIn` and `.curveEaseOut`,
    /// whose bits it shares; `[.allCorners]`).
    func declareOptionSet(doc: String, _ names: @escaping () -> [(String, T)]) where T: OptionSet, T.Element == T {
        // `SetAlgebra`'s, for every option set
        method("contains", ["_"], [T.self], Bool.self) { set, a in set.contains(try a.at(0)) }
        declaration = { registry in
            let type = self.equatableType(.structType, doc: doc)
            type.optionSetFromArray = { values in T(values.compactMap { $0 as? T }) }
            type.describe = { value in
                guard let set = value as? T else { return String(describing: value) }
                let contained = names().filter { !$0.1.isEmpty && set.contains($0.1) }
                let shown = contained.filter { member in
                    !contained.contains { $0.1 != member.1 && $0.1.isSuperset(of: member.1) }
                }
                return "[" + shown.map { ".\($0.0)" }.joined(separator: ", ") + "]"
            }
            self.register(type, in: registry)
        }
    }

    /// A raw-value struct with named constants (`CAShapeLayerLineCap.round`): printed `.name`
    /// when the value is one of them, compared with `==`.
    func declareNamedStruct(doc: String, _ names: @escaping () -> [(String, T)]) where T: Equatable {
        declaration = { registry in
            let type = self.equatableType(.structType, doc: doc)
            type.describe = { value in
                (value as? T).flatMap { value in names().first { $0.1 == value }.map { ".\($0.0)" } }
                    ?? String(describing: value)
            }
            self.register(type, in: registry)
        }
    }

    /// A struct whose values compare with `==`.
    func declareEquatableStruct(doc: String) where T: Equatable {
        declaration = { registry in self.register(self.equatableType(.structType, doc: doc), in: registry) }
    }

    func declareStruct(doc: String) {
        declaration = { registry in
            self.register(ShellType(name: self.name, kind: .structType, swiftType: T.self, doc: doc), in: registry)
        }
    }

    private func equatableType(_ kind: ShellType.Kind, doc: String) -> ShellType where T: Equatable {
        let type = ShellType(name: name, kind: kind, swiftType: T.self, doc: doc)
        type.equals = { a, b in (a as? T).flatMap { a in (b as? T).map { a == $0 } } ?? false }
        return type
    }

    private func register(_ type: ShellType, in registry: ShellRegistry) {
        registry.declare(type)
        registry.alias(T?.self, .optional(.named(name)))
        registry.alias([T].self, .array(.named(name)))
        registry.alias([T]?.self, .optional(.array(.named(name))))
    }

    /// Declares the type unless the overlay did; an overlay class without a superclass takes the
    /// declared one (`UIView` inherits `UIResponder`'s members).
    func declare(in registry: ShellRegistry) {
        guard let existing = registry.type(named: name) else { return declaration?(registry) ?? () }
        if existing.kind == .classType, existing.superclass == nil, existing.swiftType == T.self, let superclassName {
            existing.superclass = superclassName
        }
    }

    /// The members, listed when the type is first used (`ShellType.addLater`).
    func members(_ list: @escaping @MainActor (FrameworkMembers<T>) -> Void) {
        self.list = list
    }

    func define(in registry: ShellRegistry) {
        guard let type = registry.type(named: name), type.swiftType == T.self, let list else { return }
        type.addLater { [weak registry, weak type] in
            MainActor.assumeIsolated {
                guard let registry, let type else { return }
                list(self)
                for entry in self.entries { entry(registry, type) }
                self.entries = []
            }
        }
    }

    // MARK: - Members

    func property<V>(_ name: String, _ keyPath: KeyPath<T, V>) {
        addProperty(name, V.self, get: { $0[keyPath: keyPath] }, set: keyPathSetter(keyPath))
    }

    func readOnly<V>(_ name: String, _ keyPath: KeyPath<T, V>) {
        addProperty(name, V.self, get: { $0[keyPath: keyPath] }, set: nil)
    }

    private func addProperty<V>(_ name: String, _: V.Type, get: @escaping (T) -> V, set: ((Any, Any) throws -> Any)?) {
        entries.append { registry, type in
            guard type.properties[name] == nil, type.staticMembers[name] == nil, type.methods[name] == nil,
                registry.isRegistered(V.self)
            else { return }
            type.properties[name] = Property(
                name: name, type: registry.ref(V.self), get: { get(try cast($0)) }, set: set, doc: "")
            type.propertyOrder.append(name)
        }
    }

    func staticValue<V>(_ name: String, _ get: @escaping () -> V) {
        entries.append { registry, type in
            guard type.staticMembers[name] == nil, type.staticMethods[name] == nil, registry.isRegistered(V.self) else {
                return
            }
            type.staticMembers[name] = StaticMember(name: name, type: registry.ref(V.self), get: get, doc: "")
            type.staticOrder.append(name)
        }
    }

    func initializer(
        _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type, _ body: @escaping ([Any]) throws -> Any
    ) {
        add(.initializer, "init", labels, parameters, result) { _, arguments in try body(arguments) }
    }

    func method(
        _ name: String, _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type,
        _ body: @escaping (T, [Any]) throws -> Any
    ) {
        add(.method, name, labels, parameters, result) { receiver, arguments in
            try body(try cast(receiver ?? ()), arguments)
        }
    }

    func staticMethod(
        _ name: String, _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type,
        _ body: @escaping ([Any]) throws -> Any
    ) {
        add(.staticMethod, name, labels, parameters, result) { _, arguments in try body(arguments) }
    }

    private func add(
        _ slot: TypeBinding<T>.Slot, _ name: String, _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type,
        _ invoke: @escaping (Any?, [Any]) throws -> Any
    ) {
        entries.append { registry, type in
            guard registry.isRegistered(result), parameters.allSatisfy(registry.isRegistered) else { return }
            let existing: [Callable]
            switch slot {
            case .initializer: existing = type.initializers
            case .method: existing = type.methods[name] ?? []
            case .staticMethod: existing = type.staticMethods[name] ?? []
            }
            guard !existing.contains(where: { $0.labels == labels }) else { return }
            if slot == .method, type.properties[name] != nil { return }
            let callable = Callable(
                name: name, labels: labels, parameters: parameters.map(registry.ref), result: registry.ref(result),
                invoke: invoke, undo: nil, doc: "")
            switch slot {
            case .initializer: type.initializers.append(callable)
            case .method: type.methods[name, default: []].append(callable)
            case .staticMethod: type.staticMethods[name, default: []].append(callable)
            }
        }
    }
}

/// A closure type `(A) -> Void` that a generated member takes (`image(actions:)` takes
/// `(UIGraphicsImageRendererContext) -> Void`): declared so that a shell closure can be passed,
/// unless the overlay declares it or the shell cannot represent `A`.
struct FrameworkClosure<A>: AnyTypeBinding {
    func declare(in registry: ShellRegistry) {}

    func declareDerived(in registry: ShellRegistry) {
        guard registry.isRegistered(A.self), !registry.isRegistered(((A) -> Void).self) else { return }
        ClosureBinding<A, Void>(fallback: {}).declareDerived(in: registry)
    }
}

/// The generated bindings of the frameworks, by module (`Bindings/Generated/*+Generated.swift`).
@MainActor
enum GeneratedBindings {
    static var all: [AnyTypeBinding] { swift + foundation + coreGraphics + quartzCore + uiKit }
}

extension Array where Element == Any {
    /// The argument at `index` as the parameter type the generated binding passes on.
    func at<V>(_ index: Int) throws -> V { try cast(self[index]) }
}
