/// Declares a Swift function type without parameters that UIKit takes (`() -> Void`, the
/// `animations` block of `UIView.animate`), so that `{ … }` shell closures can be passed where it
/// is expected. When the shell closure fails at run time the error is reported on the console
/// and `fallback` is returned.
struct NullaryClosureBinding<R>: AnyTypeBinding {
    let fallback: () -> R

    func declare(in registry: ShellRegistry) {}

    func declareDerived(in registry: ShellRegistry) {
        let type = TypeRef.function([], registry.ref(R.self))
        let adapt: (ShellClosure) -> () -> R = { closure in
            { () -> R in
                guard let value = closure.callReporting([]), let result = value as? R else { return fallback() }
                return result
            }
        }
        registry.declareClosure((() -> R).self, type: type) { adapt($0) }
        // A closure passed where UIKit takes an optional one (`animations: (() -> Void)?`).
        registry.declareClosure((() -> R)?.self, type: .optional(type)) { Optional(adapt($0)) as Any }
    }
}
