// Stand-ins for the CoreFoundation collection types that Core Graphics signatures use. Swift on
// Linux has no toll-free bridging, so `[c1, c2] as CFArray` is made to compile by naming Swift's
// own collections. Only the Core Graphics calls that take them understand their contents.

/// A CoreFoundation array: here simply `[Any]` (`[color1, color2] as CFArray` works unchanged).
public typealias CFArray = [Any]

/// A CoreFoundation dictionary: here simply `[AnyHashable: Any]`.
public typealias CFDictionary = [AnyHashable: Any]

/// A CoreFoundation string: here simply `String` (`CGColorSpace.sRGB` and friends are strings).
public typealias CFString = String
