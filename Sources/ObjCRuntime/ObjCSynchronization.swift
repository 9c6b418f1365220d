import Foundation

/// `objc_sync_enter` / `objc_sync_exit`: the recursive per-object lock behind Objective-C's
/// `@synchronized(obj)`, which Swift code written for Apple platforms calls directly. "Begin
/// synchronizing on 'obj'. Allocates recursive pthread_mutex associated with 'obj' if needed"
/// (objc4's `objc-sync.h`); both return `OBJC_SYNC_SUCCESS` (0).
public enum ObjCSynchronization {

    static func recursiveLock(for object: AnyObject) -> NSRecursiveLock {
        RuntimeTables.shared.synchronizationLocks.locked { locks in
            if let existing = locks[ObjectIdentifier(object)] { return existing }
            let made = NSRecursiveLock()
            locks[ObjectIdentifier(object)] = made
            return made
        }
    }
}

/// objc4's `OBJC_SYNC_SUCCESS`.
public let OBJC_SYNC_SUCCESS: Int32 = 0

@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    ObjCSynchronization.recursiveLock(for: obj as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    ObjCSynchronization.recursiveLock(for: obj as AnyObject).unlock()
    return OBJC_SYNC_SUCCESS
}
