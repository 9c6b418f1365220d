import Foundation

/// Text chunks: the same rules for both engines.
extension PNGEncoder {
    /// A validated text pair: the key in Latin-1, the value in UTF-8, and whether the value is
    /// ASCII (a `tEXt` chunk) or not (an uncompressed `iTXt` chunk, whose text is UTF-8).
    typealias TextEntry = (key: [UInt8], value: [UInt8], isASCII: Bool)

    /// Checks each pair: a key is 1–79 printable Latin-1 characters (32–126, 161–255) with no
    /// leading, trailing or doubled spaces (PNG's keyword rule); a value has no NUL character.
    static func textEntries(_ text: [(key: String, value: String)]) throws -> [TextEntry] {
        try text.map { pair in
            let scalars = pair.key.unicodeScalars.map(\.value)
            let printable = scalars.allSatisfy { (32...126).contains($0) || (161...255).contains($0) }
            guard (1...79).contains(scalars.count), printable, scalars.first != 32, scalars.last != 32,
                !pair.key.contains("  ")
            else {
                throw PNGError(
                    source: "PNG encoder",
                    reason:
                        "invalid text key \"\(pair.key)\" (1–79 printable Latin-1 characters, no leading, trailing or double spaces)"
                )
            }
            let value = Array(pair.value.utf8)
            guard !value.contains(0) else {
                throw PNGError(
                    source: "PNG encoder", reason: "the text for key \"\(pair.key)\" contains a NUL character")
            }
            return (scalars.map { UInt8($0) }, value, value.allSatisfy { $0 < 0x80 })
        }
    }

    /// The chunk for one entry, as libpng writes it: `tEXt` is `key 0 text`; `iTXt` is
    /// `key 0 0 0 0 0 text` (not compressed, compression method 0, empty language tag and
    /// translated keyword).
    static func textChunk(_ entry: TextEntry) -> (type: String, data: [UInt8]) {
        entry.isASCII ? ("tEXt", entry.key + [0] + entry.value) : ("iTXt", entry.key + [0, 0, 0, 0, 0] + entry.value)
    }
}
