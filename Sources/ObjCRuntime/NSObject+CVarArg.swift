import Foundation

/// The key under which an object keeps the text its last `%@` formatting handed out: the address
/// of a type's metadata, unique and fixed for the process, so no storage is needed for it.
private enum FormattedDescription {
    static var key: UnsafeRawPointer { unsafeBitCast(FormattedDescription.self as Any.Type, to: UnsafeRawPointer.self) }
}

extension NSObject: @retroactive CVarArg {
    /// Any object is a `CVarArg` for `%@` on Apple platforms (the ObjectiveC overlay makes
    /// `NSObject` conform), so `NSLog("item: %@", barButtonItem)` and `String(format: "%@", view)`
    /// write the object's `description`, as Apple's `String(format:)` documents for `%@`
    /// ("Objective-C object, printed as the string returned by descriptionWithLocale: if available,
    /// or description otherwise", String Format Specifiers). swift-corelibs-foundation makes only
    /// `NSString`, `NSNumber` and a few others conform (their own conformances still apply); for
    /// any other object the argument is an `NSString` of its `description`, kept alive with the
    /// object (an associated value replaced at each formatting) for as long as the call reads it.
    public var _cVarArgEncoding: [Int] {
        let text = NSString(string: description)
        objc_setAssociatedObject(self, FormattedDescription.key, text, .OBJC_ASSOCIATION_RETAIN)
        return [Int(bitPattern: Unmanaged.passUnretained(text).toOpaque())]
    }
}
