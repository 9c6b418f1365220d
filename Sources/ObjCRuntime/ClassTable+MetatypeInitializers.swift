import Foundation

/// Initialisers called through a metatype value: `cls.init(frame: .zero)` with `cls: UIView.Type`,
/// `T(frame: .zero)` with `T: UIView`, `Self.init(title:style:target:action:)`, `Reusable()` with
/// `Reusable: NSObject`. On iOS these initialisers are Objective-C methods, sent to the class object
/// like any other message, so the call makes an instance of the class the metatype holds at run
/// time (Apple, *The Swift Programming Language*, "Required Initializers", is the rule for Swift
/// classes; Objective-C's `[[cls alloc] initWithFrame:]` dispatches dynamically). Swift on Linux
/// allows the call only for a `required` initialiser ("constructing an object of class type … with
/// a metatype value must use a 'required' initializer").
///
/// The source bridge (`MetatypeInitPass`) rewrites each such call to `construct(_:_:_:)` and
/// registers, for every class of the module and of UIKit that has that initialiser, a closure that
/// calls it; a class without one traps as the Objective-C runtime does for a Swift subclass that
/// does not implement the initialiser ("Use of unimplemented initializer … for class …").
extension ClassTable {
    // instances are made on any thread, as in Objective-C: the table is locked (`RuntimeTables.metatypeInitializers`)
    private static var initializerTable: RuntimeTable<[InitializerKey: (Any) -> AnyObject]> {
        RuntimeTables.shared.metatypeInitializers
    }

    struct InitializerKey: Hashable {
        var cls: ObjectIdentifier
        var labels: String
    }

    /// Registers `make` as `cls`'s initialiser with argument labels `labels` (`"frame"`,
    /// `"style:reuseIdentifier"`, `""` for `init()`); `make` receives the arguments as one value
    /// (a tuple for several). UIKit's initialisers run on the main actor, as UIKit runs.
    public static func registerInitializer(
        _ cls: AnyClass, labels: String, _ make: @escaping @MainActor (Any) -> AnyObject
    ) {
        let call: (Any) -> AnyObject = { arguments in
            nonisolated(unsafe) let arguments = arguments
            nonisolated(unsafe) var made: AnyObject?
            MainActor.assumeIsolated { made = make(arguments) }
            return made!
        }
        initializerTable.locked { $0[InitializerKey(cls: ObjectIdentifier(cls), labels: labels)] = call }
    }

    /// An instance of the class `metatype` holds at run time, made with its initialiser labelled
    /// `labels` from `arguments`; traps, as Objective-C does, when that class has none.
    public static func construct<Instance: AnyObject>(
        _ metatype: Instance.Type, labels: String, _ arguments: Any
    ) -> Instance {
        SectionRegistrations.runOnce()
        let key = InitializerKey(cls: ObjectIdentifier(metatype), labels: labels)
        guard let make = initializerTable.locked({ $0[key] }) else {
            let parts = labels.isEmpty ? [] : labels.split(separator: ":", omittingEmptySubsequences: false)
            let name = "init(" + parts.map { $0 + ":" }.joined() + ")"
            fatalError("Use of unimplemented initializer '\(name)' for class '\(String(reflecting: metatype))'")
        }
        return make(arguments) as! Instance
    }
}
