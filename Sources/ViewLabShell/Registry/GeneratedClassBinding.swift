import Previews
import UIKit

/// Installs a class of your code (a `ShellClassBinding` the source bridge generated) in the
/// registry: constructible by name through its initialisers, with its properties and methods —
/// those whose types the shell knows — and the members of its nearest registered superclass.
/// `@IBDesignable` views get `prepareForInterfaceBuilder()` after the shell constructs them.
struct GeneratedClassBinding: AnyTypeBinding {
    let binding: ShellClassBinding

    func declare(in registry: ShellRegistry) {
        let doc = (binding.isDesignable ? "@IBDesignable, " : "") + "declared in \(binding.location)"
        let type = ShellType(name: binding.name, kind: .classType, swiftType: binding.type, doc: doc)
        type.superclass = registry.superclassName(of: binding.type)
        type.describe = { value in (value as? UIView).map(Bindings.describeView) ?? String(describing: value) }
        type.equals = { a, b in (a as AnyObject) === (b as AnyObject) }
        registry.declare(type)
        registry.aliasContainers(binding.containerTypes, as: binding.name)
    }

    func define(in registry: ShellRegistry) {
        guard let type = registry.type(named: binding.name) else { return }
        type.initializers = []
        let designable = binding.isDesignable
        for initializer in binding.initializers {
            guard var callable = registry.callable(initializer, result: binding.type) else { continue }
            let make = callable.invoke
            callable.invoke = { receiver, arguments in
                let object = try make(receiver, arguments)
                if designable { InterfaceBuilderDesignables.prepare(object) }
                return object
            }
            type.initializers.append(callable)
        }
        for property in binding.properties where registry.isRegistered(property.valueType) {
            let get = property.get, name = binding.name
            let setter: ((Any, Any) throws -> Any)? = property.set.map { set in
                { base, value in
                    set(base as AnyObject, value)
                    return base
                }
            }
            type.properties[property.name] = Property(
                name: property.name, type: registry.ref(property.valueType),
                get: { base in
                    guard let value = get(base as AnyObject) else { throw ShellError("internal error: not a \(name)") }
                    return value
                }, set: setter, doc: property.isInspectable ? "@IBInspectable" : "")
            type.propertyOrder.append(property.name)
        }
        for method in binding.methods {
            guard let callable = registry.callable(method, result: method.resultType) else { continue }
            type.methods[method.name, default: []].append(callable)
        }
    }
}

/// Installs an enum of your code whose cases carry no values: `.case` where it is expected.
struct GeneratedEnumBinding: AnyTypeBinding {
    let binding: ShellEnumBinding

    func declare(in registry: ShellRegistry) {
        let type = ShellType(name: binding.name, kind: .enumType, swiftType: binding.type, doc: "an enum of your code")
        type.equals = binding.equals
        type.describe = { ".\($0)" }
        for (name, value) in binding.cases {
            type.staticMembers[name] = StaticMember(name: name, type: .named(binding.name), get: { value }, doc: "")
            type.staticOrder.append(name)
        }
        registry.declare(type)
        registry.aliasContainers(binding.containerTypes, as: binding.name)
    }
}

extension ShellRegistry {
    /// Installs the generated bindings of a module (the catalog's at start-up, a live library's
    /// when it loads). Classes of a reloaded module replace their earlier versions by name.
    @MainActor
    public func install(_ bindings: ShellBindings) {
        install(bindings.enums.map(GeneratedEnumBinding.init) + bindings.classes.map(GeneratedClassBinding.init))
    }

    /// `T?`, `[T]` and `[T]?` of a type known only at run time.
    func aliasContainers(_ types: (optional: Any.Type, array: Any.Type, optionalArray: Any.Type), as name: String) {
        alias(types.optional, .optional(.named(name)))
        alias(types.array, .array(.named(name)))
        alias(types.optionalArray, .optional(.array(.named(name))))
    }

    /// A shell callable for a generated initialiser or method, if the shell knows its types.
    /// Shell closures are converted to the parameter's function type; errors the code throws are
    /// reported as shell errors.
    func callable(_ function: ShellFunctionBinding, result: Any.Type) -> Callable? {
        guard function.parameterTypes.allSatisfy(isRegistered), isRegistered(result) else { return nil }
        let types = function.parameterTypes, invoke = function.invoke
        return Callable(
            name: function.name, labels: function.labels, parameters: types.map(ref), result: ref(result),
            invoke: { receiver, arguments in
                let adapted = zip(arguments, types).map { argument, type in
                    (argument as? ShellClosure).flatMap { $0.converted(to: type) } ?? argument
                }
                do { return try invoke(receiver.map { $0 as AnyObject }, adapted) } catch let error as ShellError {
                    throw error
                } catch {
                    throw ShellError("\(error)")
                }
            }, undo: nil, doc: "")
    }
}
