/// A type-erased binding, as the registry installs it. Bindings are made and installed on the main
/// actor: their code calls UIKit's main-actor members, and the closures they install inherit that.
@MainActor
protocol AnyTypeBinding {
    /// Pass 1: names the type.
    func declare(in registry: ShellRegistry)
    /// Pass 2: types built from named ones (closure types).
    func declareDerived(in registry: ShellRegistry)
    /// Pass 3: members.
    func define(in registry: ShellRegistry)
}

extension AnyTypeBinding {
    func declareDerived(in registry: ShellRegistry) {}
    func define(in registry: ShellRegistry) {}
}

/// A declarative description of how the shell sees the Swift type `T`: its name, initialisers,
/// properties (through key paths), methods, static members and enum cases.
///
///     TypeBinding<UIView>("UIView")
///         .initializer(["frame"], UIView.init(frame:))
///         .property("backgroundColor", \.backgroundColor)
///         .method("addSubview", ["_"]) { (view: UIView, subview: UIView) in view.addSubview(subview) }
///
/// Member types are resolved when the registry installs the binding, so bindings may refer to
/// each other in any order.
final class TypeBinding<T>: AnyTypeBinding {
    let name: String
    private let kind: ShellType.Kind
    private let superclass: String?
    private let doc: String
    private var members: [(ShellRegistry, ShellType) -> Void] = []
    private var describer: (@MainActor (T) -> String)?
    private var equality: ((T, T) -> Bool)?
    private var optionSetUnion: (([T]) -> T)?
    /// Adds members to a type another binding declares (`TypeBinding<CALayer>(extending: "CALayer")`).
    private var isExtension = false

    /// A struct (or other value type) binding.
    init(_ name: String, doc: String = "") {
        self.name = name
        kind = .structType
        superclass = nil
        self.doc = doc
    }

    /// A class binding; `superclass` names the registered superclass whose members it inherits.
    init(_ name: String, doc: String = "", superclass: String?) where T: AnyObject {
        self.name = name
        kind = .classType
        self.superclass = superclass
        self.doc = doc
        equality = { $0 === $1 }
    }

    /// An enum binding with its cases, named as Swift names them.
    init(_ name: String, doc: String = "", cases: [T]) where T: Equatable {
        self.name = name
        kind = .enumType
        superclass = nil
        self.doc = doc
        equality = { $0 == $1 }
        for value in cases {
            staticValue(String(describing: value), doc: "") { value }
        }
    }

    /// More members for the type `name` that another binding declares: lets an area's bindings
    /// live in their own file (`Bindings+Layers.swift` adds to `CALayer`).
    init(extending name: String) {
        self.name = name
        kind = .classType
        superclass = nil
        doc = ""
        isExtension = true
    }

    /// An `OptionSet`: an array literal of its members (`[.flexibleWidth, .flexibleHeight]`) is
    /// a value of the type, as in Swift (`ExpressibleByArrayLiteral`).
    @discardableResult
    func optionSet() -> Self where T: OptionSet, T.Element == T {
        optionSetUnion = { T($0) }
        return self
    }

    /// Values compare with `==`.
    @discardableResult
    func equatable() -> Self where T: Equatable {
        equality = { $0 == $1 }
        return self
    }

    /// How a value prints in the shell (default: `String(describing:)`).
    @discardableResult
    func describe(_ body: @escaping @MainActor (T) -> String) -> Self {
        describer = body
        return self
    }

    // MARK: - Installing

    func declare(in registry: ShellRegistry) {
        guard !isExtension else { return }
        let type = ShellType(name: name, kind: kind, swiftType: T.self, doc: doc)
        type.superclass = superclass
        if let describer { type.describe = { value in (value as? T).map(describer) ?? String(describing: value) } }
        if let equality {
            type.equals = { a, b in
                guard let a = a as? T, let b = b as? T else { return false }
                return equality(a, b)
            }
        }
        if let optionSetUnion { type.optionSetFromArray = { values in optionSetUnion(values.compactMap { $0 as? T }) } }
        registry.declare(type)
        registry.alias(T?.self, .optional(.named(name)))
        registry.alias([T].self, .array(.named(name)))
        registry.alias([T]?.self, .optional(.array(.named(name))))
    }

    func define(in registry: ShellRegistry) {
        guard let type = registry.type(named: name) else { return }
        // An extension's printer replaces the declared one (the overlay's `describe` formats).
        if isExtension, let describer {
            type.describe = { value in (value as? T).map(describer) ?? String(describing: value) }
        }
        for member in members { member(registry, type) }
    }

    // MARK: - Properties

    /// A property read (and, when the key path is writable, written) through a key path.
    @discardableResult
    func property<V>(_ name: String, _ keyPath: KeyPath<T, V>, doc: String = "") -> Self {
        computed(name, V.self, doc: doc, get: { $0[keyPath: keyPath] }, rawSet: keyPathSetter(keyPath))
    }

    /// A property the shell must not write even though its key path may be writable: key paths
    /// to `private(set)` properties formed in another module can come out writable.
    @discardableResult
    func readOnly<V>(_ name: String, _ keyPath: KeyPath<T, V>, doc: String = "") -> Self {
        computed(name, V.self, doc: doc, get: { $0[keyPath: keyPath] }, rawSet: nil)
    }

    /// A property with explicit accessors (`set` nil: read-only).
    @discardableResult
    func computed<V>(
        _ name: String, _ valueType: V.Type, doc: String = "", get: @escaping (T) throws -> V,
        set: ((T, V) throws -> T)? = nil
    ) -> Self {
        let setter: ((Any, Any) throws -> Any)? = set.map { set in
            { base, value in try set(try cast(base), try cast(value)) }
        }
        return computed(name, V.self, doc: doc, get: get, rawSet: setter)
    }

    private func computed<V>(
        _ name: String, _: V.Type, doc: String, get: @escaping (T) throws -> V,
        rawSet: ((Any, Any) throws -> Any)?
    ) -> Self {
        members.append { registry, type in
            type.properties[name] = Property(
                name: name, type: registry.ref(V.self), get: { try get(try cast($0)) },
                set: rawSet, doc: doc)
            type.propertyOrder.append(name)
        }
        return self
    }

    // MARK: - Static members

    /// A static property (`UIColor.systemRed`, `CGRect.zero`).
    @discardableResult
    func staticValue<V>(_ name: String, doc: String = "", _ get: @escaping () throws -> V) -> Self {
        members.append { registry, type in
            type.staticMembers[name] = StaticMember(name: name, type: registry.ref(V.self), get: get, doc: doc)
            type.staticOrder.append(name)
        }
        return self
    }

    // MARK: - Callables

    /// Adds a callable; `initializer`, `method` and `staticMethod` (TypeBinding+Callables) fix the Swift types from a parameter pack.
    func callable(
        _ slot: Slot, _ name: String, labels: [String], parameters: [Any.Type], result: Any.Type, doc: String,
        undo: ((Any?, [Any]) -> () -> Void)?, invoke: @escaping (Any?, [Any]) throws -> Any
    ) -> Self {
        members.append { registry, type in
            let callable = Callable(
                name: name, labels: labels, parameters: parameters.map(registry.ref), result: registry.ref(result),
                invoke: invoke, undo: undo, doc: doc)
            switch slot {
            case .initializer: type.initializers.append(callable)
            case .method: type.methods[name, default: []].append(callable)
            case .staticMethod: type.staticMethods[name, default: []].append(callable)
            }
        }
        return self
    }

    enum Slot { case initializer, method, staticMethod }
}

/// The shell's setter through a key path, when it is writable: a reference's property is set in
/// place; a value is copied, changed and handed back (the caller writes it back along its path).
func keyPathSetter<T, V>(_ keyPath: KeyPath<T, V>) -> ((Any, Any) throws -> Any)? {
    if let writable = keyPath as? ReferenceWritableKeyPath<T, V> {
        return { base, value in
            let object: T = try cast(base)
            object[keyPath: writable] = try cast(value)
            return object
        }
    }
    if let writable = keyPath as? WritableKeyPath<T, V> {
        return { base, value in
            var copy: T = try cast(base)
            copy[keyPath: writable] = try cast(value)
            return copy
        }
    }
    return nil
}

/// Converts a shell runtime value to the Swift type a binding expects: the checker guarantees the
/// static type, so a failure here is an internal error, reported (never a crash).
func cast<V>(_ value: Any) throws -> V {
    if let v = value as? V { return v }
    if let closure = value as? ShellClosure, let f = closure.converted(to: V.self) as? V { return f }
    throw ShellError("internal error: expected a value of type \(V.self), got \(type(of: value))")
}
