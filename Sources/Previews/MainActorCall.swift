import Foundation

/// Runs main-actor code — a `#Preview` body, a generated shell binding of a `@MainActor` view
/// class — from ViewLab's synchronous code.
///
/// On iOS, `UIView` and its subclasses are main-actor isolated and code for iOS 17 and later
/// annotates its own view classes `@MainActor`; Apple's `#Preview` body is `@MainActor` too. ViewLab
/// renders and runs the shell on the main thread, where the call runs under
/// `MainActor.assumeIsolated`. A caller on another thread (Swift Testing runs tests off the main
/// thread) runs it synchronously on that thread: ViewLab's UIKit keeps no per-thread state, and a
/// synchronous main-actor function has the calling convention of a nonisolated one.
func callOnMainActor<T>(_ body: @MainActor () throws -> T) throws -> T {
    guard Thread.isMainThread else {
        return try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> T).self)() }
    }
    var result: Result<T, Error>?
    MainActor.assumeIsolated { result = Result { try body() } }
    return try result!.get()
}
