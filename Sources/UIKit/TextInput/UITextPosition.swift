import Foundation

/// A position in a text input's text (Apple, UITextPosition documentation: an abstract class a
/// text input subclasses). UIKit's text fields and text views use positions that hold a UTF-16
/// offset (`NSString` indexes): `offset(from:to:)` counts UTF-16 units, so an emoji is 2 and a
/// letter with a combining mark 2. ViewLab's positions hold that offset; a subclass made by
/// user code holds 0 unless it is one of ViewLab's.
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the beginning of the document.
    let offset: Int

    public override init() {
        offset = 0
        super.init()
    }

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextPosition else { return false }
        return other.offset == offset
    }

    open override var hash: Int { offset.hashValue }
    open override var description: String { "<UITextPosition offset=\(offset)>" }
}

/// A range of text in a text input: from `start` to `end` (Apple, UITextRange documentation).
open class UITextRange: NSObject {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    /// ViewLab's ranges are made by the text inputs (`textRange(from:to:)`, `selectedTextRange`).
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start.offset <= end.offset ? start : end
        endPosition = start.offset <= end.offset ? end : start
        super.init()
    }

    /// The beginning of the range.
    open var start: UITextPosition { startPosition }
    /// The end of the range.
    open var end: UITextPosition { endPosition }
    /// Whether the range holds no text (start and end are the same position).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    /// The range as an `NSRange` of UTF-16 offsets.
    var nsRange: NSRange { NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.nsRange == nsRange
    }

    open override var hash: Int { nsRange.hashValue }
    open override var description: String { "<UITextRange \(startPosition.offset)..<\(endPosition.offset)>" }
}

/// One rectangle of a selection's highlight (Apple, UITextSelectionRect documentation).
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let flags: (containsStart: Bool, containsEnd: Bool)

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        flags = (containsStart, containsEnd)
        super.init()
    }

    public override init() {
        storedRect = .zero
        flags = (false, false)
        super.init()
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the selection's start / end.
    open var containsStart: Bool { flags.containsStart }
    open var containsEnd: Bool { flags.containsEnd }
    open var isVertical: Bool { false }
}
