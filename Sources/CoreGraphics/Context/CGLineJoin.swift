/// How the corners between connected segments of a stroked path are drawn (default: `.miter`).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled when the miter length exceeds `miterLimit × lineWidth`.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}
