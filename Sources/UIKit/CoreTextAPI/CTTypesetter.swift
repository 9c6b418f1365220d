import Foundation

/// Breaks an attributed string into lines one at a time — Core Text's `CTTypesetter`: where the
/// line starting at an index must break to fit a width, and the line of a range.
public final class CTTypesetter {
    /// The text to break.
    let source: AttributedText

    init(source: AttributedText) { self.source = source }

    /// How many UTF-16 units from `start` fit on a line `width` points wide, breaking at words
    /// (at characters when `words` is false, or when one word is wider than the line).
    func lineLength(from start: Int, width: Double, words: Bool) -> Int {
        guard start >= 0, start < source.length else { return 0 }
        var options = TextLayout.Options(width: CGFloat(width))
        options.lineBreakMode = words ? .byWordWrapping : .byCharWrapping
        let rest = source.substring(NSRange(location: start, length: source.length - start))
        let first = TextLayout(rest, options: options).lineCharacterRanges().first
        return max(1, first?.length ?? rest.length)
    }
}

/// A typesetter for `string`.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(source: AttributedText(string))
}

/// The number of UTF-16 units from `startIndex` that fit on a line `width` points wide, broken at
/// a word boundary (`CTTypesetterSuggestLineBreak`).
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex
{
    typesetter.lineLength(from: startIndex, width: width, words: true)
}

/// The number of UTF-16 units from `startIndex` that fit on a line `width` points wide, broken
/// between characters (`CTTypesetterSuggestClusterBreak`).
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double)
    -> CFIndex
{
    typesetter.lineLength(from: startIndex, width: width, words: false)
}

/// The line of `stringRange` (length 0: to the end), on one line (`CTTypesetterCreateLine`).
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    CTLine(source: typesetter.source, range: stringRange.nsRange(in: typesetter.source.length))
}
