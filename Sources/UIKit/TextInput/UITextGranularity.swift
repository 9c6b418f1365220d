import Foundation

/// The units a tokenizer divides text into (Apple, UITextGranularity documentation).
public enum UITextGranularity: Int, Sendable, CaseIterable {
    case character = 0, word, sentence, paragraph, line, document
}

/// A direction for a tokenizer: a storage direction (forward 0, backward 1) or a layout direction
/// (right 2, left 3, up 4, down 5) — an `NSInteger`-backed type in UIKit, so `UITextDirection(rawValue: 3)`
/// is "left" (Apple, UITextDirection documentation).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// A storage direction as a text direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// A layout direction as a text direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs towards the end of the text: forward, right and down (for
    /// left-to-right text); backward, left and up run towards its beginning.
    var towardsEnd: Bool {
        ![
            UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue,
            UITextLayoutDirection.up.rawValue,
        ].contains(rawValue)
    }
}
