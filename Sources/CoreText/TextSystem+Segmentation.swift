import CPangoCairo
import Foundation

extension TextSystem {
    /// The text units `segments(of:_:)` finds.
    package enum Segment: Sendable {
        /// Words (letters and digits; spaces and punctuation are between words).
        case word
        /// Sentences, each with the spaces that follow it (UAX #29 sentence boundaries).
        case sentence
    }

    /// ViewLab (for `NSString`'s word and sentence enumeration, which swift-corelibs-foundation
    /// does not provide): the UTF-16 ranges of the words or sentences of `text`, in order, by the
    /// Unicode text segmentation rules (UAX #29) the text engine breaks lines with — the rules ICU
    /// applies for Foundation on Apple platforms.
    package static func segments(of text: String, _ unit: Segment) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        // UTF-16 offset of each scalar (and of the end).
        var offsets = [0]
        offsets.reserveCapacity(scalars.count + 1)
        for scalar in scalars { offsets.append(offsets[offsets.count - 1] + (scalar.value > 0xFFFF ? 2 : 1)) }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: utf8.count) { pointer in
                pango_get_log_attrs(
                    pointer, Int32(utf8.count), -1, pango_language_from_string("en"), &attributes,
                    Int32(attributes.count))
            }
        }
        // The UAX #29 boundaries; a word is a piece between two that holds a letter or a digit
        // (spaces and punctuation are pieces too, left out, as ICU's word enumeration does).
        let boundaries = (0...scalars.count).filter { index in
            index == 0 || index == scalars.count
                || (unit == .word ? attributes[index].is_word_boundary : attributes[index].is_sentence_boundary) != 0
        }
        var ranges: [Range<Int>] = []
        for (start, end) in zip(boundaries, boundaries.dropFirst()) where start < end {
            if unit == .word {
                let isWord = scalars[start..<end].contains {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil
                }
                if isWord { ranges.append(offsets[start]..<offsets[end]) }
            } else {
                ranges.append(offsets[start]..<offsets[end])
            }
        }
        return ranges
    }
}
