import CoreGraphics

/// A device's screen: its size in points, scale and safe-area insets.
public final class UIScreen {
    /// The screen's bounds in points (portrait unless rotated).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The device this screen belongs to.
    public let device: DeviceProfile

    public init(device: DeviceProfile) {
        self.device = device
        bounds = CGRect(origin: .zero, size: device.portraitSize)
        scale = device.scale
    }

    /// The screen ViewLab simulates by default (iPhone 15).
    nonisolated(unsafe) public static var main = UIScreen(device: .iPhone15)
}
