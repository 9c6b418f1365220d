/// The direction content flows in: left-to-right or right-to-left.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
