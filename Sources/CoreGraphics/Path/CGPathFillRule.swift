/// Which points are inside a path when it is filled or clipped to.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default for `fillPath()` and `clip()`).
    case winding = 0
    /// Even-odd crossings: nested shapes alternate inside/outside.
    case evenOdd = 1
}
