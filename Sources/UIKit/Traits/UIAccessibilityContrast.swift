/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    case unspecified = -1, normal = 0, high = 1
}
