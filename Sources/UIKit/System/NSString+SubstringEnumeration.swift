@_spi(ViewLab) import CoreText
import Foundation

/// Enumerating words and sentences (Apple, `NSString.enumerateSubstrings(in:options:using:)`):
/// each word (letters and digits, by the Unicode segmentation rules ICU applies on iOS) with its
/// range, and an enclosing range that runs on to the next word (spaces and punctuation between
/// words belong to the word before; the first enclosing range starts at the start of the range
/// enumerated). `.reverse` goes from the last; `.substringNotRequired` passes nil substrings;
/// setting `stop` ends the enumeration.
///
/// swift-corelibs-foundation marks `.byWords` and `.bySentences` unavailable; these overloads take
/// `SubstringEnumerationOptions`, which has them, and are chosen only for those units (they are
/// disfavoured, so every other call stays Foundation's).
extension NSString {
    @_disfavoredOverload
    public func enumerateSubstrings(
        in range: NSRange, options opts: SubstringEnumerationOptions = [],
        using block: (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard
            opts.unit == SubstringEnumerationOptions.byWords.unit
                || opts.unit == SubstringEnumerationOptions.bySentences.unit
        else {
            enumerateSubstrings(in: range, options: NSString.EnumerationOptions(rawValue: opts.rawValue), using: block)
            return
        }
        let clamped = NSIntersectionRange(range, NSRange(location: 0, length: length))
        let text = substring(with: clamped)
        let unit: TextSystem.Segment = opts.unit == SubstringEnumerationOptions.byWords.unit ? .word : .sentence
        let pieces = SubstringPieces(TextSystem.segments(of: text, unit), length: clamped.length)
        var stop = ObjCBool(false)
        for (piece, enclosing) in opts.contains(.reverse) ? pieces.all.reversed() : pieces.all {
            let pieceRange = NSRange(location: clamped.location + piece.lowerBound, length: piece.count)
            let enclosingRange = NSRange(location: clamped.location + enclosing.lowerBound, length: enclosing.count)
            block(
                opts.contains(.substringNotRequired) ? nil : substring(with: pieceRange), pieceRange, enclosingRange,
                &stop)
            if stop.boolValue { return }
        }
    }
}

extension StringProtocol {
    /// Words and sentences of a Swift string or substring (`enumerateSubstrings(in:options:_:)`),
    /// as `NSString`'s: ranges are index ranges of `self`.
    @_disfavoredOverload
    public func enumerateSubstrings<R: RangeExpression>(
        in range: R, options opts: SubstringEnumerationOptions = [],
        _ body: @escaping (String?, Range<String.Index>, Range<String.Index>, inout Bool) -> Void
    ) where R.Bound == String.Index {
        let bounds = range.relative(to: self)
        let text = String(self[bounds])
        let utf16 = self.utf16
        func index(_ offset: Int) -> String.Index { utf16.index(bounds.lowerBound, offsetBy: offset) }
        (text as NSString).enumerateSubstrings(in: NSRange(location: 0, length: text.utf16.count), options: opts) {
            substring, pieceRange, enclosingRange, stop in
            var shouldStop = false
            body(
                substring, index(pieceRange.location)..<index(NSMaxRange(pieceRange)),
                index(enclosingRange.location)..<index(NSMaxRange(enclosingRange)), &shouldStop)
            if shouldStop { stop.pointee = true }
        }
    }
}

/// The pieces of a text (words or sentences) with their enclosing ranges: each runs on to the
/// next piece, the first from the text's start and the last to its end.
private struct SubstringPieces {
    let all: [(piece: Range<Int>, enclosing: Range<Int>)]

    init(_ pieces: [Range<Int>], length: Int) {
        all = pieces.enumerated().map { index, piece in
            let start = index == 0 ? 0 : piece.lowerBound
            let end = index + 1 < pieces.count ? pieces[index + 1].lowerBound : length
            return (piece, start..<end)
        }
    }
}
