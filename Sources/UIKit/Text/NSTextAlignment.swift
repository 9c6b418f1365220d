import Foundation

/// How lines are aligned horizontally (Apple's raw values on iOS: left 0, center 1, right 2).
/// `.natural` is left for left-to-right layout and right for right-to-left layout (ViewLab's
/// layout direction is left-to-right unless a paragraph's base writing direction is right-to-left).
/// `.justified` stretches every line but the last of each paragraph.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
