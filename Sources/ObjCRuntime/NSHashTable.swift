import Foundation

/// A set of objects held strongly or weakly (`NSHashTable`, Foundation on Apple platforms;
/// swift-corelibs-foundation has none). `weakObjects()` is the listener list components keep: an
/// object that is deallocated leaves the table, as with `NSPointerFunctions.Options.weakMemory`.
/// Objects are compared by identity (`objectPointerPersonality`); the order of `allObjects` is the
/// order of insertion (Foundation's is unspecified).
open class NSHashTable<ObjectType: AnyObject>: NSObject {
    private struct Entry {
        weak var weakObject: ObjectType?
        var strongObject: ObjectType?
        var object: ObjectType? { strongObject ?? weakObject }
    }

    private let holdsWeakly: Bool
    private var entries: [Entry] = []

    init(weak: Bool) {
        holdsWeakly = weak
        super.init()
    }

    /// A table that holds its objects strongly.
    public override convenience init() { self.init(weak: false) }

    /// A table that holds weak references to its objects.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: true) }
    /// A table that holds strong references to its objects.
    open class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: false) }

    /// The objects still alive, in insertion order.
    open var allObjects: [ObjectType] { entries.compactMap(\.object) }
    open var count: Int { allObjects.count }
    open var anyObject: ObjectType? { allObjects.first }

    /// Adds `object` unless it is already in the table (nil is ignored).
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        entries.removeAll { $0.object == nil }
        entries.append(holdsWeakly ? Entry(weakObject: object) : Entry(strongObject: object))
    }

    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    open func removeAllObjects() { entries.removeAll() }

    open func contains(_ anObject: ObjectType?) -> Bool {
        guard let anObject else { return false }
        return entries.contains { $0.object === anObject }
    }

    /// An enumerator over the objects alive now (`for object in table.objectEnumerator()`).
    open func objectEnumerator() -> NSEnumerator { Objects(allObjects) }

    private final class Objects: NSEnumerator {
        private var iterator: IndexingIterator<[ObjectType]>
        init(_ objects: [ObjectType]) { iterator = objects.makeIterator() }
        override func nextObject() -> Any? { iterator.next() }
    }
}
