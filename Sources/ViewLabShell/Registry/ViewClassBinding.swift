import Previews
import UIKit

/// A `UIView` subclass known only at run time (a playground's custom view): constructible by
/// name, with the members of its nearest registered superclass.
struct ViewClassBinding: AnyTypeBinding {
    let type: UIView.Type
    let name: String
    let doc: String
    let make: (CGRect) -> UIView
    /// Inspectable properties (`InspectableView`); those whose type the shell does not know are left out.
    var properties: [InspectableProperty] = []

    func declare(in registry: ShellRegistry) {
        let shellType = ShellType(name: name, kind: .classType, swiftType: type, doc: doc)
        shellType.superclass = registry.superclassName(of: type)
        shellType.describe = { value in (value as? UIView).map(Bindings.describeView) ?? String(describing: value) }
        shellType.equals = { a, b in (a as AnyObject) === (b as AnyObject) }
        registry.declare(shellType)
    }

    func define(in registry: ShellRegistry) {
        guard let shellType = registry.type(named: name) else { return }
        let make = self.make
        let result = TypeRef.named(name)
        shellType.initializers = [
            Callable(name: "init", labels: [], parameters: [], result: result, invoke: { _, _ in make(.zero) }, undo: nil, doc: ""),
            Callable(name: "init", labels: ["frame"], parameters: [.named("CGRect")], result: result, invoke: { _, args in
                make(args.first as? CGRect ?? .zero)
            }, undo: nil, doc: ""),
        ]
        for property in properties where registry.isRegistered(property.valueType) {
            let get = property.get
            let setter: ((Any, Any) throws -> Any)? = property.set.map { set in
                { base, value in
                    guard let view = base as? UIView else { throw ShellError("internal error: \(Swift.type(of: base)) is not a view") }
                    set(view, value)
                    return view
                }
            }
            shellType.properties[property.name] = Property(
                name: property.name, type: registry.ref(property.valueType),
                get: { base in
                    guard let view = base as? UIView, let value = get(view) else { throw ShellError("internal error: not a \(name)") }
                    return value
                }, set: setter, doc: "")
            shellType.propertyOrder.append(property.name)
        }
    }
}
