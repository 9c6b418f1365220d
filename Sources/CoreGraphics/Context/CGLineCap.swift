/// How the ends of stroked open subpaths are drawn (Core Graphics default: `.butt`).
public enum CGLineCap: Int32, Sendable {
    /// The line ends exactly at the end point.
    case butt = 0
    /// A half circle of diameter `lineWidth` past the end point.
    case round = 1
    /// A half square of side `lineWidth` past the end point.
    case square = 2
}
