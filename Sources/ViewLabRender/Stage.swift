import UIKit

/// ViewLab: a simulated device screen — a root view of the device's size, the appearance and the
/// orientation it is shown in. The shell edits a stage's tree; previews are hosted on one.
public final class Stage {
    public var device: DeviceProfile { didSet { resizeRoot() } }
    public var isLandscape = false { didSet { resizeRoot() } }
    public var appearance: UIUserInterfaceStyle = .light
    /// The screen's root view (`root` in the shell).
    public let root: UIView

    public init(device: DeviceProfile = .iPhone15) {
        self.device = device
        root = UIView(frame: .zero)
        root.backgroundColor = .systemBackground
        resizeRoot()
    }

    /// The screen size in points for the current orientation.
    public var size: CGSize {
        isLandscape ? CGSize(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
    }

    public var traits: UITraitCollection {
        UITraitCollection(userInterfaceStyle: appearance, displayScale: device.scale, accessibilityContrast: .normal)
    }

    private func resizeRoot() {
        root.frame = CGRect(origin: .zero, size: size)
    }

    /// Renders the whole screen (or just `view`) at `scale` (default: the device scale).
    public func render(_ view: UIView? = nil, scale: CGFloat? = nil) throws -> CGImage {
        try SnapshotRenderer.render(view ?? root, traits: traits, scale: scale ?? device.scale)
    }
}

extension DeviceProfile {
    /// The preset called `name` (case-insensitive), or an error listing the presets.
    public static func named(_ name: String) throws -> DeviceProfile {
        if let device = all.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) { return device }
        throw SnapshotRenderer.Failure(description: "unknown device '\(name)'; devices: \(all.map(\.name).joined(separator: ", "))")
    }
}
