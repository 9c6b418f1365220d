/// A closure written in the shell, at run time. UIKit receives it converted to a Swift function
/// (see `ClosureBinding`).
final class ShellClosure {
    let type: TypeRef
    private let body: ([Any]) throws -> Any
    private let console: Console
    /// The registry of the shell that made the closure: it knows how to convert it.
    private let registry: ShellRegistry

    init(type: TypeRef, console: Console, registry: ShellRegistry, body: @escaping ([Any]) throws -> Any) {
        self.type = type
        self.console = console
        self.registry = registry
        self.body = body
    }

    /// The closure as the Swift function type `metatype` (nil if no binding declares it).
    func converted(to metatype: Any.Type) -> Any? {
        registry.adapt(self, to: metatype)
    }

    func call(_ arguments: [Any]) throws -> Any {
        try body(arguments)
    }

    /// Calls the closure; an error is reported on the console and gives nil.
    func callReporting(_ arguments: [Any]) -> Any? {
        do {
            return try body(arguments)
        } catch let error as ShellError {
            console.error("error in closure: \(error.message)")
        } catch {
            console.error("error in closure: \(error)")
        }
        return nil
    }
}
