import Foundation

/// UIKit's tokenizer for a text input: it reads the input's text through `UITextInput` and finds
/// units in it (Apple, UITextInputStringTokenizer documentation: "a base implementation of the
/// UITextInputTokenizer protocol"; subclasses refine it for a language).
///
/// Units, in UTF-16 offsets like every position: characters are grapheme clusters; words are runs
/// of letters, digits and apostrophes between them (spaces and punctuation belong to no word);
/// sentences end after `.`, `!` or `?` and the spaces that follow; paragraphs and lines end at
/// line breaks (ViewLab's string tokenizer does not look at how text wraps); the document is all
/// of it. On a boundary, a unit encloses a position when the next character in the direction is
/// inside it (Apple: "if the text position is at a text-unit boundary, it is considered enclosed
/// only if the next position in the given direction is entirely enclosed").
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for `textInput` (held weakly, as the input holds its tokenizer).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let input = textInput, let unit = enclosingUnit(offset(of: position), granularity, direction) else {
            return nil
        }
        return input.textRange(from: self.position(unit.lowerBound), to: self.position(unit.upperBound))
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        let at = offset(of: position)
        return units(granularity).contains { direction.towardsEnd ? $0.upperBound == at : $0.lowerBound == at }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        let at = offset(of: position), all = units(granularity)
        let next =
            direction.towardsEnd
            ? all.map(\.upperBound).filter { $0 > at }.min()
            : all.map(\.lowerBound).filter { $0 < at }.max()
        return next.map(self.position)
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        enclosingUnit(offset(of: position), granularity, direction) != nil
    }

    // MARK: - Units

    /// The unit holding the character after `offset` (towards the end) or before it.
    private func enclosingUnit(_ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> Range<
        Int
    >? {
        units(granularity).first {
            direction.towardsEnd
                ? $0.lowerBound <= offset && offset < $0.upperBound
                : $0.lowerBound < offset && offset <= $0.upperBound
        }
    }

    /// The input's text.
    private var text: String {
        guard let input = textInput, let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        else { return "" }
        return input.text(in: all) ?? ""
    }

    private func offset(of position: UITextPosition) -> Int {
        guard let input = textInput else { return 0 }
        return input.offset(from: input.beginningOfDocument, to: position)
    }

    private func position(_ offset: Int) -> UITextPosition {
        guard let input = textInput else { return UITextPosition(offset: offset) }
        return input.position(from: input.beginningOfDocument, offset: offset) ?? UITextPosition(offset: offset)
    }

    /// The units of `granularity` in the text, as UTF-16 offset ranges, in order.
    func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        TextUnits(text).ranges(granularity)
    }
}

/// The units of a string for `UITextInputStringTokenizer`, in UTF-16 offsets.
struct TextUnits {
    let characters: [(text: Character, range: Range<Int>)]
    let length: Int

    init(_ string: String) {
        var offset = 0
        characters = string.map { character in
            let width = character.utf16.count
            defer { offset += width }
            return (character, offset..<offset + width)
        }
        length = offset
    }

    func ranges(_ granularity: UITextGranularity) -> [Range<Int>] {
        switch granularity {
        case .character: return characters.map(\.range)
        case .word: return runs { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "_" }
        case .sentence: return sentences()
        case .paragraph, .line: return runs { !$0.isNewline }
        case .document: return length > 0 ? [0..<length] : []
        }
    }

    /// Maximal runs of characters for which `member` is true.
    private func runs(_ member: (Character) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = [], start: Int?
        for (character, range) in characters {
            if member(character) {
                if start == nil { start = range.lowerBound }
            } else if let begun = start {
                result.append(begun..<range.lowerBound)
                start = nil
            }
        }
        if let begun = start { result.append(begun..<length) }
        return result
    }

    /// Sentences: from a non-space character through `.`, `!`, `?` (or a line break, or the end)
    /// and the spaces after it.
    private func sentences() -> [Range<Int>] {
        var result: [Range<Int>] = [], start: Int?, ended = false
        for (character, range) in characters {
            if start == nil {
                if !character.isWhitespace { start = range.lowerBound }
                ended = ".!?".contains(character)
                continue
            }
            if ended && !character.isWhitespace || character.isNewline {
                result.append(start!..<(character.isNewline ? range.lowerBound : range.lowerBound))
                start = character.isWhitespace ? nil : range.lowerBound
                ended = ".!?".contains(character)
                continue
            }
            if ".!?".contains(character) { ended = true }
        }
        if let begun = start { result.append(begun..<length) }
        return result
    }
}
