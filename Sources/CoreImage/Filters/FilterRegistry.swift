import Foundation

/// The built-in filters by name, and the names registered by code
/// (`CIFilter.registerName(_:constructor:classAttributes:)`).
enum FilterRegistry {
    static let builtIns: [String: FilterDefinition] = {
        var all: [String: FilterDefinition] = [:]
        for definition in ColorFilters.all + BlurFilters.all + GeneratorFilters.all + GeometryFilters.all
            + CompositingFilters.all + StylizeFilters.all + BarcodeFilters.all + AdjustmentFilters.all
            + MorphologyFilters.all
        {
            all[definition.name] = definition
        }
        return all
    }()

    static func definition(named name: String) -> FilterDefinition? { builtIns[name] }

    static func names(inCategories categories: [String]?) -> [String] {
        builtIns.values.filter { definition in
            (categories ?? []).allSatisfy { category in
                category == kCICategoryBuiltIn || definition.categories.contains(category)
            }
        }.map(\.name).sorted()
    }

    /// Constructors registered by code, guarded by `lock` (registration can happen on any thread,
    /// as Core Image allows).
    nonisolated(unsafe) private static var constructors: [String: CIFilterConstructor] = [:]
    private static let lock = NSLock()

    static func register(_ name: String, constructor: CIFilterConstructor) {
        lock.lock()
        constructors[name] = constructor
        lock.unlock()
    }

    static func registeredFilter(named name: String) -> CIFilter? {
        lock.lock()
        let constructor = constructors[name]
        lock.unlock()
        return constructor?.filter(withName: name)
    }
}
