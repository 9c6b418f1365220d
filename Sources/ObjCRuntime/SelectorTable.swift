/// The per-class method tables the source bridge generates: for each class (or extension of a
/// class) of a bridged module, the Objective-C names of its `@objc`/`@IBAction` methods (and of the
/// methods `#selector` names) and a function that calls them. This is what message sending looks
/// up on Apple platforms (the class's method list, then its superclass's).
public enum SelectorTable {
    /// Calls the method named by the selector on the object with the arguments; `.notFound` when
    /// this table has no such method.
    public typealias Dispatch = (AnyObject, Selector, [Any?]) -> SelectorDispatchResult

    struct Entry {
        var names: Set<String>
        var dispatch: Dispatch
    }

    // the runtime's tables are reached from any thread, as in Objective-C (`RuntimeTables.selectors`)
    private static var table: RuntimeTable<[ObjectIdentifier: [Entry]]> { RuntimeTables.shared.selectors }

    /// Registers the methods `names` of `cls`, called through `dispatch` (generated code calls
    /// this when its library is loaded).
    public static func register(_ cls: AnyClass, names: [String], dispatch: @escaping Dispatch) {
        table.locked { $0[ObjectIdentifier(cls), default: []].append(Entry(names: Set(names), dispatch: dispatch)) }
    }

    /// The tables of `cls` and its superclasses, most derived first — the method lookup order.
    static func entries(for cls: AnyClass) -> [Entry] {
        SectionRegistrations.runOnce()
        var out: [Entry] = []
        var current: AnyClass? = cls
        table.locked { tables in
            while let each = current {
                out += tables[ObjectIdentifier(each)] ?? []
                current = _getSuperclass(each)
            }
        }
        return out
    }

    /// Whether `cls` itself (not a superclass) has a method named `selector` in a registered table.
    static func defines(_ cls: AnyClass, _ selector: String) -> Bool {
        SectionRegistrations.runOnce()
        return table.locked { ($0[ObjectIdentifier(cls)] ?? []).contains { $0.names.contains(selector) } }
    }

    /// Calls the method `selector` of class `cls` (or of its nearest superclass that has one) on
    /// `object` — `objc_msgSendSuper`'s lookup, from a given class.
    static func dispatch(_ cls: AnyClass, _ selector: Selector, _ object: AnyObject, _ arguments: [Any?])
        -> SelectorDispatchResult
    {
        for entry in entries(for: cls) where entry.names.contains(selector.name) {
            let result = entry.dispatch(object, selector, arguments)
            if case .returned = result { return result }
        }
        return .notFound
    }

    /// Whether an object of class `cls` has a method named `selector` in a registered table.
    static func responds(_ cls: AnyClass, to selector: Selector) -> Bool {
        entries(for: cls).contains { $0.names.contains(selector.name) }
    }
}
