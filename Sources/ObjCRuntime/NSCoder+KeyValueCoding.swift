import Foundation

extension NSCoder {
    /// Key-value coding's `value(forKey:)` on a coder (NSObject's `valueForKey:` on Apple
    /// platforms, which swift-corelibs-foundation lacks): the stored property named `key`, found by
    /// reflection; a key the coder has no property for traps with Foundation's message
    /// ("this class is not key value coding-compliant for the key …", `valueForUndefinedKey:`), as
    /// `NSUnknownKeyException` ends the program there. Code that reads a coder's keys this way is
    /// code that runs only when a nib or archive is decoded.
    public func value(forKey key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let each = mirror {
            if let child = each.children.first(where: { $0.label == key }) { return child.value }
            mirror = each.superclassMirror
        }
        fatalError(
            "[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        )
    }
}
