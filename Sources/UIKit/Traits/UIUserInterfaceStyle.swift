/// The overall appearance: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0, light = 1, dark = 2
}
