import Foundation

/// A CoreFoundation index or count (`CFIndex`): Swift imports it as `Int`.
public typealias CFIndex = Int

/// The index CoreFoundation and Core Text return for "no such item" (`kCFNotFound`, -1).
public let kCFNotFound: CFIndex = -1

/// A range of a CoreFoundation string or array, in UTF-16 units for strings (`CFRange`), as Core
/// Text's line and frame functions take and return it. A length of 0 in a range passed to Core
/// Text means "to the end".
public struct CFRange: Equatable, Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex

    public init() {
        location = 0
        length = 0
    }

    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// `CFRange(location: location, length: length)`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}
