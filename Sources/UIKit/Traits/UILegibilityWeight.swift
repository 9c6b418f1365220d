/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    case unspecified = -1, regular = 0, bold = 1
}
