/// Declares a Swift function type that UIKit takes as a parameter (`(UITraitCollection) ->
/// UIColor`), so that shell closures can be passed where it is expected. When the shell closure
/// fails at run time the error is reported on the console and `fallback` is returned.
struct ClosureBinding<A, R>: AnyTypeBinding {
    let fallback: () -> R

    func declare(in registry: ShellRegistry) {}

    func declareDerived(in registry: ShellRegistry) {
        let type = TypeRef.function([registry.ref(A.self)], registry.ref(R.self))
        let adapt: (ShellClosure) -> (A) -> R = { closure in
            { (argument: A) -> R in
                guard let value = closure.callReporting([argument]), let result = value as? R else { return fallback() }
                return result
            }
        }
        registry.declareClosure(((A) -> R).self, type: type) { adapt($0) }
        // A closure passed where UIKit takes an optional one (`completion: ((Bool) -> Void)?`).
        registry.declareClosure(((A) -> R)?.self, type: .optional(type)) { Optional(adapt($0)) as Any }
    }
}
