import Foundation

/// Runs main-actor code — a `#Preview`'s registration record, the generated shell bindings of a
/// library — from ViewLab's synchronous code that C or a `dlopen`ed library calls (a C function
/// pointer cannot be main-actor isolated). A `#Preview` body is stored as what it is, a `@MainActor`
/// closure (`PreviewDescriptor.makeContent`), and called on the main actor.
///
/// On iOS, `UIView` and its subclasses are main-actor isolated and code for iOS 17 and later
/// annotates its own view classes `@MainActor`; a `#Preview`'s registration function and a
/// library's binding functions are `@MainActor` too. ViewLab discovers previews, loads libraries
/// and runs the shell on the main thread, so the code runs there; a synchronous main-actor
/// function has the calling convention of a nonisolated one. Nothing is sent to another thread,
/// so the result need not be `Sendable`.
func callOnMainActor<T>(_ body: @MainActor () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> T).self)() }
}

/// A binding's invocation written on the main actor, called as `callOnMainActor` calls (the shell
/// calls bindings on the main thread): its arguments stay on the calling thread.
func mainActorInvocation(_ invoke: @escaping @MainActor (AnyObject?, [Any]) throws -> Any) -> (AnyObject?, [Any]) throws
    -> Any
{
    unsafeBitCast(invoke, to: ((AnyObject?, [Any]) throws -> Any).self)
}
