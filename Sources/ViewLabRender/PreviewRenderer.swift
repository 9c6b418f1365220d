import Previews
import UIKit

/// Hosts a preview on a stage and renders it.
public enum PreviewRenderer {
    /// Renders `preview` in `variant`. A preview's own traits pin what they name.
    public static func render(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15, scale: CGFloat? = nil) throws -> CGImage {
        if let theme = preview.theme {
            let saved = Theme.active
            try Theme.select(theme)
            defer { Theme.active = saved }
            return try renderContent(preview, variant: variant, device: device, scale: scale)
        }
        return try renderContent(preview, variant: variant, device: device, scale: scale)
    }

    /// The device a preview is shown on: its `.viewlabDevice` trait, else the variant's device,
    /// else `fallback`.
    public static func effectiveDevice(of preview: PreviewDescriptor, variant: PreviewVariant, default fallback: DeviceProfile) throws -> DeviceProfile {
        try (preview.device ?? variant.deviceName).map(DeviceProfile.requireNamed) ?? fallback
    }

    private static func renderContent(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile, scale: CGFloat?) throws -> CGImage {
        let stage = Stage(device: try effectiveDevice(of: preview, variant: variant, default: device))
        stage.appearance = preview.appearance ?? variant.appearance
        stage.contentSizeCategory = preview.contentSizeCategory ?? variant.contentSizeCategory
        stage.layoutDirection = preview.layoutDirection ?? variant.layoutDirection
        stage.isLandscape = (preview.orientation ?? variant.orientation).isLandscape
        let content = try preview.makeContent().view
        switch preview.layout {
        case .device:
            content.frame = stage.root.bounds
            stage.root.addSubview(content)
            return try stage.render(scale: scale)
        case .fixed(let width, let height):
            content.frame = CGRect(x: 0, y: 0, width: width, height: height)
            return try stage.render(content, scale: scale)
        case .sizeThatFits:
            if content.bounds.size == .zero { content.frame.size = stage.size }
            return try stage.render(content, scale: scale)
        }
    }
}
