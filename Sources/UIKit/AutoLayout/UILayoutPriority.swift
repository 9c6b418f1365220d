import Foundation

/// The priority of a layout constraint, and of a view's content hugging and compression
/// resistance (UIKit's `UILayoutPriority`).
///
/// Priorities run from 1 to 1000. A constraint at `.required` (1000) must hold; the engine
/// satisfies the others as well as it can, higher priorities first. The named values are
/// Apple's:
///
/// | name                         | value |
/// |------------------------------|-------|
/// | `.required`                  | 1000  |
/// | `.defaultHigh`               | 750   |
/// | `.dragThatCanResizeScene`    | 510   |
/// | `.sceneSizeStayPut`          | 500   |
/// | `.dragThatCannotResizeScene` | 490   |
/// | `.defaultLow`                | 250   |
/// | `.fittingSizeLevel`          | 50    |
///
/// Arithmetic with `Float` works as on iOS: `.defaultHigh + 1`, `.required - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and of compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A window resize by dragging that may resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene prefers to stay its current size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window resize by dragging that does not resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` uses to pull towards the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

extension UILayoutPriority: CustomStringConvertible {
    public var description: String { CGFloat(rawValue).compact }

    /// `true` at 1000 or above (the engine treats the constraint as required).
    var isRequired: Bool { rawValue >= 1000 }
}
