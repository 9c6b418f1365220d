import Foundation

/// A paragraph's base writing direction.
public enum NSWritingDirection: Int, Sendable, CaseIterable {
    /// Follows the layout direction (left-to-right in ViewLab).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
