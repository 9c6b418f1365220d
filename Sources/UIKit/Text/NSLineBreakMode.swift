import Foundation

/// What happens to text that does not fit a line.
///
/// - `byWordWrapping`: wrap at word boundaries (a word longer than the line is broken between
///   characters).
/// - `byCharWrapping`: wrap between any characters.
/// - `byClipping`: do not wrap; the excess is cut off.
/// - `byTruncatingHead`/`Tail`/`Middle`: the line ends with, starts with or has in its middle "…"
///   in place of the text that does not fit. In string drawing each paragraph is then a single
///   line (as on iOS); a `UILabel` wraps words and truncates only its last visible line.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    /// Whether the mode adds an ellipsis.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
