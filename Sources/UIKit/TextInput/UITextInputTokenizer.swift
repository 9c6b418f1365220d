import Foundation

/// Divides a text input's text into units — characters, words, sentences, paragraphs, lines, the
/// document — for the input system (Apple, UITextInputTokenizer documentation). Every
/// `UITextInput` has one (`tokenizer`); UIKit's text inputs use a `UITextInputStringTokenizer`.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` that encloses `position`, looking in `direction` when the
    /// position is on a boundary; nil when no unit encloses it (a space between words).
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is at a boundary of a unit in `direction` (the end of one going
    /// forward, the start of one going backward).
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary of a unit from `position` in `direction`.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether `position` is inside a unit, looking in `direction`.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}
