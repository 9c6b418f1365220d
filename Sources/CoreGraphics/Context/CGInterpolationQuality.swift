/// How images are resampled when drawn scaled (used by image drawing; stored in the graphics state).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}
