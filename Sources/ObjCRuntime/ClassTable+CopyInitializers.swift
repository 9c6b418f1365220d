import Foundation

/// `init(layer:)` of the layer subclasses a module declares: the initialiser Core Animation calls
/// to make a layer's presentation copy ("This initializer is used to create shadow copies of
/// layers, for example, for the presentation method. … Subclasses can override this method to copy
/// their instance variables into the presentation object", Apple, `CALayer.init(layer:)`). Swift
/// cannot call an initialiser that is not `required` through a metatype, so the source bridge
/// registers, for each class that declares `override init(layer:)`, a closure that calls it, and
/// QuartzCore makes that class's copies with it.
extension ClassTable {
    // copies are made on any thread that renders: the table is locked (`RuntimeTables.copyInitializers`)
    private static var copyTable: RuntimeTable<[ObjectIdentifier: (Any) -> AnyObject]> {
        RuntimeTables.shared.copyInitializers
    }

    /// Registers `make` as `cls`'s `init(layer:)` (generated code calls this when its library is
    /// loaded; a reloaded class registers its own).
    public static func registerCopyInitializer(_ cls: AnyClass, _ make: @escaping (Any) -> AnyObject) {
        copyTable.locked { $0[ObjectIdentifier(cls)] = make }
    }

    /// The `init(layer:)` that `cls` itself declares, if the bridge registered one.
    public static func copyInitializer(for cls: AnyClass) -> ((Any) -> AnyObject)? {
        SectionRegistrations.runOnce()
        return copyTable.locked { $0[ObjectIdentifier(cls)] }
    }
}
