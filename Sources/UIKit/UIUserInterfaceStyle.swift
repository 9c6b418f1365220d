/// The overall appearance: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0, light = 1, dark = 2
}

/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}
