internal import SwiftSyntax

/// A replacement of a byte range of a file's text. Applying edits keeps every line of the text
/// after an edit on its original line number: a replacement with fewer line breaks than the text
/// it replaces is padded with line breaks.
struct SourceEdit {
    var range: Range<Int>
    var replacement: String

    /// Replaces `node` (without its leading and trailing trivia).
    init(replacing node: some SyntaxProtocol, with replacement: String) {
        self.range =
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        self.replacement = replacement
    }

    init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    init(inserting text: String, at offset: Int) {
        self.init(range: offset..<offset, replacement: text)
    }

    /// `text` with `edits` applied (non-overlapping; an edit inside an earlier one is dropped).
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= cursor {
            out += bytes[cursor..<edit.range.lowerBound]
            let removedBreaks = bytes[edit.range].filter { $0 == UInt8(ascii: "\n") }.count
            let addedBreaks = edit.replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            out += Array(edit.replacement.utf8)
            if removedBreaks > addedBreaks {
                out += Array(repeating: UInt8(ascii: "\n"), count: removedBreaks - addedBreaks)
            }
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// The node's source text without leading and trailing trivia.
    var trimmedText: String { trimmedDescription }
}
