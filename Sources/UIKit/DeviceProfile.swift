import CoreGraphics

/// ViewLab: a simulated device — its screen size in points, scale and name.
public struct DeviceProfile: Equatable, Sendable {
    public var name: String
    /// The screen size in points in portrait orientation.
    public var portraitSize: CGSize
    public var scale: CGFloat

    public static let iPhone15 = DeviceProfile(name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3)

    /// Every preset, in the order `:device` lists them.
    public static let all: [DeviceProfile] = [.iPhone15]
}
