import Foundation

extension NSObject {
    /// The `description` of a main-actor UIKit object. `description` is `NSObject`'s, so it is
    /// nonisolated — any thread may print an object — while the view, constraint or touch state it
    /// shows belongs to the main actor (UIKit's classes are `@MainActor`). On the main thread it is
    /// `body`; on another it is what `NSObject` prints, the class and address
    /// (`<UILabel: 0x…>`), and reads nothing the main thread may be changing.
    nonisolated func mainActorDescription(_ body: @MainActor () -> String) -> String {
        guard Thread.isMainThread else {
            return "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
        }
        return MainActor.assumeIsolated(body)
    }
}
