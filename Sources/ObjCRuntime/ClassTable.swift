import Foundation

/// Classes by name, for what the Objective-C runtime does with `NSClassFromString` — here, for
/// the nib loader finding a XIB's `customClass="ShopView"`. The source bridge registers every
/// non-generic class of a module it compiles (`:load`, `export --package`), with the file that
/// declares it; live modules are named `Live_ShopView_3`, so a XIB's `customModule` cannot name
/// them, and the newest registration of a name wins (a reloaded class replaces the old one).
public enum ClassTable {
    struct Entry {
        var cls: AnyClass
        var file: String
    }

    /// The table (`RuntimeTables.classes`): classes by name, and the folders of their files.
    struct Registry {
        var classes: [String: Entry] = [:]
        var folders: [String] = []
    }
    private static var table: RuntimeTable<Registry> { RuntimeTables.shared.classes }

    /// Registers `cls` under its simple name, declared in `file` (generated code calls this when
    /// its library is loaded).
    public static func register(_ cls: AnyClass, name: String, file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        table.locked { registry in
            registry.classes[name] = Entry(cls: cls, file: file)
            registry.folders.removeAll { $0 == folder }
            registry.folders.insert(folder, at: 0)
        }
    }

    /// The class called `name`: a registered class, else `Module.Name` through the Swift
    /// runtime (`module` as IB's `customModule`), else `name` as a fully qualified Swift name.
    public static func lookup(_ name: String, module: String? = nil) -> AnyClass? {
        SectionRegistrations.runOnce()
        if let entry = table.locked({ $0.classes[name] }) { return entry.cls }
        if let module, let found = _typeByName(module + "." + name) as? AnyClass { return found }
        return _typeByName(name) as? AnyClass
    }

    /// The folders of the files that declare registered classes, the most recently loaded first
    /// (where the resources of the user's module live).
    public static var sourceFolders: [String] { table.locked { $0.folders } }
}
