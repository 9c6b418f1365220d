/// The physical orientation of the device (Apple's raw values).
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
