import Foundation

/// How `objc_setAssociatedObject` holds a value (raw values as in `<objc/runtime.h>`).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference here (Apple: an unsafe unretained one; weak is the safe reading of it).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// `copy()` of an `NSCopying` value, else the value itself.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (the address of a static or global variable, as
/// Apple recommends: `objc_setAssociatedObject(self, &badgeKey, badge, .OBJC_ASSOCIATION_RETAIN)`);
/// nil removes the association. The usual way extensions of UIKit classes get stored properties.
///
/// On Apple platforms the runtime releases an object's associations when it is deallocated.
/// ViewLab keeps them in a table that holds the owner weakly: once the owner is gone its
/// associations are dropped (at the next call into the table), and a new object at the same
/// address never sees them.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociationTable.shared.set(object as AnyObject, key: key, value: value, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(of: object as AnyObject, key: key)
}

/// Removes every association of `object` (Apple: "not intended for general use").
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(of: object as AnyObject)
}

/// The associations of every object, keyed by object identity, with the owner held weakly.
final class AssociationTable: @unchecked Sendable {
    /// The process's table (`RuntimeTables.associations`).
    static var shared: AssociationTable { RuntimeTables.shared.associations }

    private struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    /// A value held strongly, or weakly for `OBJC_ASSOCIATION_ASSIGN` (a value type is kept as is).
    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): return value
            case .weak(let box): return box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = RuntimeLock()
    private var owners: [ObjectIdentifier: Owner] = [:]
    /// Entries added since the last sweep of deallocated owners.
    private var addedSinceSweep = 0

    func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        lock.locked {
            let id = ObjectIdentifier(object)
            var owner = owners[id].flatMap { $0.object === object ? $0 : nil } ?? Owner(object: object)
            owner.values[key] = value.map { Self.held($0, policy: policy) }
            owners[id] = owner.values.isEmpty ? nil : owner
            addedSinceSweep += 1
            if addedSinceSweep > max(64, owners.count) { sweep() }
        }
    }

    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.locked {
            guard let owner = owners[ObjectIdentifier(object)], owner.object === object else { return nil }
            return owner.values[key]?.value
        }
    }

    func removeAll(of object: AnyObject) {
        lock.locked { owners[ObjectIdentifier(object)] = nil }
    }

    /// Drops the associations of deallocated owners (their values are released).
    private func sweep() {
        owners = owners.filter { $0.value.object != nil }
        addedSinceSweep = 0
    }

    private static func held(_ value: Any, policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            guard type(of: value) is AnyClass else { return .strong(value) }
            return .weak(WeakBox(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}
