import Foundation

/// `Thread.main`, the thread object of the main thread (Apple, `Thread.main`: "Returns the Thread
/// object representing the main thread"). swift-corelibs-foundation names it `mainThread` only, so
/// `Thread.current == .main` — how components check they run on the main thread — found the
/// instance method `main()` instead and did not compile.
extension Thread {
    public class var main: Thread { Thread.mainThread }
}
