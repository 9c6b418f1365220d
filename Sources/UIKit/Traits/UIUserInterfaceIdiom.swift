/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
