import Foundation

/// A 128-bit FNV-1a hash of a sequence of values, written as 32 hex digits: the same inputs give
/// the same hash in every process and on every machine (unlike `Hasher`, which is seeded per
/// process). Each value is added with its length first, so `("ab", "c")` and `("a", "bc")` differ.
/// Used for the keys of incremental exports (`ExportKeys`), not for security.
public struct StableHash {
    private var state: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013b

    public init() {}

    /// Adds raw bytes, preceded by their count.
    public mutating func add(_ bytes: some Collection<UInt8>) {
        addRaw(UInt64(bytes.count))
        for byte in bytes {
            state = (state ^ UInt128(byte)) &* Self.prime
        }
    }

    public mutating func add(_ text: String) { add(Array(text.utf8)) }

    public mutating func add(_ number: Int) { addRaw(UInt64(bitPattern: Int64(number))) }

    private mutating func addRaw(_ word: UInt64) {
        var word = word
        for _ in 0..<8 {
            state = (state ^ UInt128(word & 0xff)) &* Self.prime
            word >>= 8
        }
    }

    /// The hash as 32 lowercase hex digits.
    public var hex: String {
        let text = String(state, radix: 16)
        return String(repeating: "0", count: 32 - text.count) + text
    }

    /// The hash of some strings.
    public static func of(_ parts: String...) -> String {
        var hash = StableHash()
        parts.forEach { hash.add($0) }
        return hash.hex
    }
}
