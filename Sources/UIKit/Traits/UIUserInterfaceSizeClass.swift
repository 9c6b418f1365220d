/// A coarse measure of the available space in one dimension (compact or regular).
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0, compact = 1, regular = 2
}
