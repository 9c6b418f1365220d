import Foundation

/// `data as NSData` as Objective-C hands it over. On Apple platforms the bridged `NSData` wraps
/// the `Data`'s storage and is autoreleased: it — and the pointer `.bytes` gives — stays valid
/// until the autorelease pool drains at the end of the run loop's turn, so the common idiom
/// `UnsafeMutableRawPointer(mutating: (data as NSData).bytes)` handed to
/// `CGContext(data:…)` works there. swift-corelibs-foundation copies the bytes into a new `NSData`
/// that is released at the end of the expression, leaving that pointer dangling (a crash in the
/// bitmap import). The source bridge turns `(x as NSData).bytes` into
/// `(x._autoreleasedNSData).bytes`: the same `NSData`, kept alive as Objective-C's pool keeps it.
extension Data {
    public var _autoreleasedNSData: NSData { AutoreleasedObjects.keep(self as NSData) }
}

extension NSData {
    /// Already an object: itself (so the bridge's rewrite compiles whatever `x` is).
    public var _autoreleasedNSData: NSData { self }
}

/// The objects kept as an autorelease pool keeps them: until the current run loop's next turn.
/// Package-wide, for what Objective-C returns autoreleased where Swift's ARC would free it at
/// once: the bridged `NSData` above, a nib's top-level objects (`UINib.instantiate`), a view
/// removed from its superview.
package enum AutoreleasedObjects {
    /// The pool (`RuntimeTables.autoreleased`; bridging happens on any thread, as in Objective-C).
    struct Pool {
        var objects: [AnyObject] = []
        var drainScheduled = false
    }
    private static var table: RuntimeTable<Pool> { RuntimeTables.shared.autoreleased }

    @discardableResult package static func keep<T: AnyObject>(_ object: T) -> T {
        let schedule = table.locked { pool -> Bool in
            pool.objects.append(object)
            defer { pool.drainScheduled = true }
            return !pool.drainScheduled
        }
        if schedule { RunLoop.current.perform { drain() } }
        return object
    }

    package static func drain() {
        let drained = table.locked { pool -> [AnyObject] in
            defer { pool = Pool() }
            return pool.objects
        }
        _ = drained  // released here, after the turn that made them
    }
}
