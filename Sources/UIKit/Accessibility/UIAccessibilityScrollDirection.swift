/// The direction of a three-finger scroll gesture (`accessibilityScroll(_:)`), with UIKit's raw values.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
