import Foundation

/// A unique identifier for identifying publisher streams (Apple, `CombineIdentifier`).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt

    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt = 0  // guarded by `lock`

    /// A new identifier, different from every other made this way.
    public init() {
        CombineIdentifier.lock.lock()
        CombineIdentifier.counter &+= 1
        value = CombineIdentifier.counter | (1 << (UInt.bitWidth - 1))
        CombineIdentifier.lock.unlock()
    }

    /// The identifier of an object (its address, as Apple's does).
    public init(_ obj: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(obj).hashValue) }

    public var description: String { "0x" + String(value, radix: 16) }
}

/// A protocol for uniquely identifying publisher streams (Apple,
/// `CustomCombineIdentifierConvertible`). Classes get an identifier from their address.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
