import Foundation

/// `NSNumber`'s `NSInteger` accessors, which Apple's Foundation has (*NSNumber*:
/// `integerValue` — "the number object's value expressed as an NSInteger", `unsignedIntegerValue`
/// — "as an NSUInteger") and swift-corelibs-foundation does not. Code reads a keyboard
/// notification's animation curve with them: `(userInfo[key] as AnyObject).integerValue`.
extension NSNumber {
    public var integerValue: Int { intValue }
    public var unsignedIntegerValue: UInt { uintValue }
}
