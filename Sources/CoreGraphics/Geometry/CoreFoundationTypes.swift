import Foundation

// Stand-ins for the CoreFoundation collection types that Core Graphics signatures use. Swift on
// Linux has no toll-free bridging, so `[c1, c2] as CFArray` is made to compile by naming Swift's
// own collections. Only the Core Graphics calls that take them understand their contents.

/// A CoreFoundation array: here simply `[Any]` (`[color1, color2] as CFArray` works unchanged).
public typealias CFArray = [Any]

/// The number of elements of a CoreFoundation array (`CFArrayGetCount`).
public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

/// The element at `index` of a CoreFoundation array as an untyped pointer (`CFArrayGetValueAtIndex`),
/// for `unsafeBitCast(CFArrayGetValueAtIndex(lines, i), to: CTLine.self)`: an object element gives
/// its own address (the array keeps it alive, as a CFArray retains its values); nil for an index
/// outside the array or an element that is not an object.
public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer! {
    guard array.indices.contains(index), type(of: array[index]) is AnyClass else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(array[index] as AnyObject).toOpaque())
}

/// A CoreFoundation attributed string: toll-free bridged with `NSAttributedString` on Apple
/// platforms (`string as CFAttributedString`, as Core Text's framesetter takes it); here simply
/// Foundation's `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString

/// A mutable CoreFoundation attributed string: here Foundation's `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString

/// A CoreFoundation dictionary: here simply `[AnyHashable: Any]`.
public typealias CFDictionary = [AnyHashable: Any]

/// A CoreFoundation string: here simply `String` (`CGColorSpace.sRGB` and friends are strings).
public typealias CFString = String

/// Any CoreFoundation object (`CFTypeRef`): Swift imports it as `AnyObject`, so
/// `layer.font = UIFont.systemFont(ofSize: 12) as CFTypeRef` (`CATextLayer.font` is a `CFTypeRef`)
/// compiles as on iOS.
public typealias CFTypeRef = AnyObject

/// A CoreFoundation Boolean: toll-free bridged with `NSNumber` on Apple platforms (Apple,
/// *Toll-Free Bridged Types*), and here simply `NSNumber`.
public typealias CFBoolean = NSNumber

/// The CoreFoundation Boolean values (`CATransaction.setValue(kCFBooleanTrue, forKey:
/// kCATransactionDisableActions)`). Swift imports them as implicitly unwrapped `CFBoolean!`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// A CoreFoundation byte buffer: toll-free bridged with `NSData`, so `provider.data! as Data`
/// compiles; here simply Foundation's `Data`.
public typealias CFData = Data

/// A CoreFoundation error: toll-free bridged with `NSError` on Apple platforms, and here simply
/// `NSError` (`var error: Unmanaged<CFError>?` … `error?.takeRetainedValue()` works unchanged).
public typealias CFError = NSError

/// The description of a CoreFoundation error (`CFErrorCopyDescription`): its localized description.
public func CFErrorCopyDescription(_ error: CFError!) -> CFString! { error?.localizedDescription }

/// A CoreFoundation URL: toll-free bridged with `NSURL` on Apple platforms (`url as CFURL`);
/// here Foundation's `URL`.
public typealias CFURL = URL
