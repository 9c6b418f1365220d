/// The orientations an interface supports (Apple's bits: 1 << `UIInterfaceOrientation.rawValue`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = Self(rawValue: 1 << 1)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}
