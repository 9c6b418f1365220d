import Previews
import UIKit

/// The one registry of types the shell knows: it drives type checking, evaluation, completion,
/// `:help` and `:inspect`. Types come from declarative `TypeBinding`s (see `Bindings/`).
///
/// A registry is a value its shell owns (`Shell(stage:options:registry:)`): the host makes one at
/// start-up, installs its own bindings (`install(_:)`, the catalog's generated ones) and hands it
/// to the shell; a live library's bindings go to the registry of the shell that loaded it.
/// Bindings are installed on the main actor, because they form key paths to and call UIKit's
/// main-actor members; the registry is then only read, by the shell that owns it.
public final class ShellRegistry {
    private(set) var types: [String: ShellType] = [:]
    /// Free functions (`CATransform3DMakeRotation`), by name; all parameters are unlabelled.
    var functions: [String: [Callable]] = [:]
    /// Global constants (`CATransform3DIdentity`).
    var constants: [String: StaticMember] = [:]
    private var byMetatype: [ObjectIdentifier: TypeRef] = [:]
    /// Converters from shell closures to the Swift function types bindings take (`ClosureBinding`).
    private var adapters: [ObjectIdentifier: (ShellClosure) -> Any] = [:]
    /// The properties set through the shell on instances of generated classes (kept across a reload).
    let assignments = AssignmentLog()

    /// The standard registry: Swift, Core Graphics, Quartz Core and UIKit types.
    @MainActor
    public convenience init() {
        self.init(bindings: Bindings.all)
    }

    @MainActor
    init(bindings: [AnyTypeBinding]) {
        byMetatype[ObjectIdentifier(Void.self)] = .void
        byMetatype[ObjectIdentifier(Any.self)] = .any
        install(bindings)
    }

    /// Installs bindings in passes: names first, so that members can refer to any type.
    @MainActor
    func install(_ bindings: [AnyTypeBinding]) {
        for binding in bindings { binding.declare(in: self) }
        for binding in bindings { binding.declareDerived(in: self) }
        for binding in bindings { binding.define(in: self) }
    }

    /// The nearest registered superclass of a class known only at run time.
    func superclassName(of type: AnyClass) -> String {
        var current: AnyClass? = _getSuperclass(type)
        while let cls = current {
            if case .named(let name)? = byMetatype[ObjectIdentifier(cls)] { return name }
            current = _getSuperclass(cls)
        }
        return "UIView"
    }

    // MARK: - Declaring

    func declare(_ type: ShellType) {
        types[type.name] = type
        let ref = TypeRef.named(type.name)
        byMetatype[type.id] = ref
    }

    /// Maps another Swift type (`UIColor?`, `[UIView]`) to a shell type.
    func alias(_ metatype: Any.Type, _ ref: TypeRef) {
        byMetatype[ObjectIdentifier(metatype)] = ref
    }

    func declareClosure(_ metatype: Any.Type, type: TypeRef, adapter: @escaping (ShellClosure) -> Any) {
        byMetatype[ObjectIdentifier(metatype)] = type
        adapters[ObjectIdentifier(metatype)] = adapter
    }

    /// The shell type of a Swift type used in a binding. Unknown types are a programming error
    /// in the bindings (the registry test builds every binding).
    func ref(_ metatype: Any.Type) -> TypeRef {
        if let ref = byMetatype[ObjectIdentifier(metatype)] { return ref }
        fatalError("ViewLabShell bindings: type \(metatype) is not registered")
    }

    func isRegistered(_ metatype: Any.Type) -> Bool { byMetatype[ObjectIdentifier(metatype)] != nil }

    /// Converts a shell closure to the Swift function type `metatype`.
    func adapt(_ closure: ShellClosure, to metatype: Any.Type) -> Any? {
        adapters[ObjectIdentifier(metatype)]?(closure)
    }

    // MARK: - Lookup

    func type(named name: String) -> ShellType? { types[name] }

    /// The registered type behind a static type (looking through optionals is the caller's job).
    func type(of ref: TypeRef) -> ShellType? {
        if case .named(let name) = ref { return types[name] }
        return nil
    }

    /// `type` and its registered superclasses, nearest first.
    func lineage(_ type: ShellType) -> [ShellType] {
        var out = [type]
        var current = type
        while let name = current.superclass, let parent = types[name], !out.contains(where: { $0 === parent }) {
            out.append(parent)
            current = parent
        }
        return out
    }

    func property(_ name: String, of type: ShellType) -> Property? {
        lineage(type).lazy.compactMap { $0.properties[name] }.first
    }

    func methods(_ name: String, of type: ShellType) -> [Callable] {
        lineage(type).flatMap { $0.methods[name] ?? [] }
    }

    /// Whether `sub` is `sup` or one of its subclasses.
    func isSubclass(_ sub: String, of sup: String) -> Bool {
        guard let type = types[sub] else { return false }
        return lineage(type).contains { $0.name == sup }
    }

    /// Every member name of a type (instance members), for completion and suggestions.
    func instanceMemberNames(of type: ShellType) -> [String] {
        let lineage = lineage(type)
        return Array(Set(lineage.flatMap { Array($0.properties.keys) + Array($0.methods.keys) })).sorted()
    }

    func staticMemberNames(of type: ShellType) -> [String] {
        Array(Set(Array(type.staticMembers.keys) + Array(type.staticMethods.keys))).sorted()
    }
}

extension ShellType {
    var id: ObjectIdentifier { ObjectIdentifier(swiftType) }
}
