import Foundation

/// The options of `enumerateSubstrings(in:options:…)` with the units swift-corelibs-foundation
/// leaves out — `.byWords` and `.bySentences`, which it marks unavailable ("Enumeration by words
/// isn't supported in swift-corelibs-foundation") — so `options: [.byWords, .reverse]`, as iOS code
/// writes it, compiles unchanged and runs (`NSString+SubstringEnumeration.swift`). It has the
/// members and raw values of Foundation's `NSString.EnumerationOptions`; a call whose options
/// Foundation can express (`.byLines`, `.byComposedCharacterSequences`…) still goes to Foundation.
public struct SubstringEnumerationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The unit: the low byte (0 lines, 1 paragraphs, 2 composed characters, 3 words, 4 sentences).
    var unit: UInt { rawValue & 0xFF }

    public static let byLines = SubstringEnumerationOptions([])
    public static let byParagraphs = SubstringEnumerationOptions(rawValue: 1)
    public static let byComposedCharacterSequences = SubstringEnumerationOptions(rawValue: 2)
    public static let byWords = SubstringEnumerationOptions(rawValue: 3)
    public static let bySentences = SubstringEnumerationOptions(rawValue: 4)
    public static let reverse = SubstringEnumerationOptions(rawValue: 1 << 8)
    public static let substringNotRequired = SubstringEnumerationOptions(rawValue: 1 << 9)
    public static let localized = SubstringEnumerationOptions(rawValue: 1 << 10)
}
