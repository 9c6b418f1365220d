import Foundation

/// `Scanner`'s pre-iOS 13 methods that return what they scanned through an `NSString?` pointer
/// (`AutoreleasingUnsafeMutablePointer<NSString?>` on Apple platforms: `var value: NSString?;
/// scanner.scanUpTo("<", into: &value)`), still the fallback of libraries that support older
/// systems. swift-corelibs-foundation declares them only with a `String?` pointer; these answer
/// them ("Returns true if the receiver scans anything, otherwise false", *Scanner* reference).
/// The pointer is not optional, so `into: nil` still finds Foundation's own method.
extension Scanner {
    /// `scanCharacters(from:into:)`: the longest run of characters of `set`.
    public func scanCharacters(from set: CharacterSet, into result: UnsafeMutablePointer<NSString?>) -> Bool {
        store(scanCharacters(from: set), in: result)
    }

    /// `scanUpToCharacters(from:into:)`: the characters before the first one of `set`.
    public func scanUpToCharacters(from set: CharacterSet, into result: UnsafeMutablePointer<NSString?>) -> Bool {
        store(scanUpToCharacters(from: set), in: result)
    }

    /// `scanString(_:into:)`: `string` itself, when the text continues with it.
    public func scanString(_ string: String, into result: UnsafeMutablePointer<NSString?>) -> Bool {
        store(scanString(string), in: result)
    }

    /// `scanUpTo(_:into:)`: the characters before the next occurrence of `string`.
    public func scanUpTo(_ string: String, into result: UnsafeMutablePointer<NSString?>) -> Bool {
        store(scanUpToString(string), in: result)
    }

    private func store(_ scanned: String?, in result: UnsafeMutablePointer<NSString?>) -> Bool {
        guard let scanned else { return false }
        result.pointee = NSString(string: scanned)
        return true
    }
}
