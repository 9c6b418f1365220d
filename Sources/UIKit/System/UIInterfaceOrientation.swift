/// The orientation of the app's interface (Apple's raw values: the landscape cases are the device
/// orientations swapped, "because rotating the device requires rotating the content in the
/// opposite direction").
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
