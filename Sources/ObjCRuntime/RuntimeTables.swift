import Foundation

/// The Objective-C runtime's state: what a process has one of on Apple platforms too — the class
/// list (`NSClassFromString`), the method tables message sending looks up and swizzling exchanges,
/// the `@synchronized` locks, the selector observers of `NotificationCenter`, the delayed
/// `perform(_:with:afterDelay:)`s, the autorelease pool of the current turn, the associated
/// objects, and the scheduler that takes timers onto the media clock. Every table lives here, each
/// under its own lock, and each file that implements a runtime function reads its own table from
/// here; nothing else in ObjCRuntime is process-wide.
final class RuntimeTables: Sendable {
    /// The process's runtime. (Process-wide by definition: one Objective-C runtime per process.)
    static let shared = RuntimeTables()

    /// Classes by simple name, and the folders of the files that declare them (`ClassTable`).
    let classes = RuntimeTable(ClassTable.Registry())
    /// `init(layer:)` of the layer subclasses a module declares (`ClassTable+CopyInitializers`).
    let copyInitializers = RuntimeTable([ObjectIdentifier: (Any) -> AnyObject]())
    /// Initialisers called through a metatype (`ClassTable+MetatypeInitializers`).
    let metatypeInitializers = RuntimeTable([ClassTable.InitializerKey: (Any) -> AnyObject]())
    /// The per-class method tables of bridged modules (`SelectorTable`).
    let selectors = RuntimeTable([ObjectIdentifier: [SelectorTable.Entry]]())
    /// Native methods and exchanged implementations (`MethodSwizzling`).
    let methods = RuntimeTable(MethodSwizzling.Tables())
    /// `objc_sync_enter`'s recursive lock of each object (`ObjCSynchronization`).
    let synchronizationLocks = RuntimeTable([ObjectIdentifier: NSRecursiveLock]())
    /// The pending `perform(_:with:afterDelay:)`s, by target (`DelayedPerforms`).
    let delayedPerforms = RuntimeTable([ObjectIdentifier: [(selector: Selector, timer: Timer)]]())
    /// The block tokens standing for selector observers, by observer (`SelectorObservers`).
    let selectorObservers = RuntimeTable(SelectorObservers.Tokens())
    /// The last results of `perform(_:)`, kept as an autorelease pool keeps them (`PerformResults`).
    let performResults = RuntimeTable([AnyObject]())
    /// The objects kept until the run loop's next turn (`AutoreleasedObjects`).
    let autoreleased = RuntimeTable(AutoreleasedObjects.Pool())
    /// The associated objects of every object (`objc_setAssociatedObject`).
    let associations = AssociationTable()
    /// What takes a timer onto the media clock, installed by QuartzCore (`Timer.hostScheduler`).
    let timerScheduler = RuntimeTable<((Timer, TimeInterval) -> Bool)?>(nil)
}
