import Previews
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
import ViewLabSupport

/// Hosts a preview on a stage and renders it.
public enum PreviewRenderer {
    /// Renders `preview` in `variant`. A preview's own traits pin what they name.
    ///
    /// `scale` renders the preview as a device of that scale shows it: the screen's scale and
    /// every view's `traitCollection.displayScale` are `scale`, so backing stores, symbol images
    /// and `@2x`/`@3x` assets are drawn for it (as snapshot tools do by overriding the
    /// `displayScale` trait), rather than drawn at the device's scale and resampled.
    ///
    /// The preview runs on a media clock of its own that starts at 0 (so an export is the same in
    /// any worker and any order); `time` moves it to that many seconds after the body was built,
    /// and the screen (the presentation tree) is drawn then. The clock `CACurrentMediaTime()` read
    /// before is restored afterwards.
    public static func render(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15,
                              scale: CGFloat? = nil, time: Double? = nil) throws -> CGImage {
        let savedClock = CAMediaClock.current
        CAMediaClock.current = CAMediaClock()
        defer { CAMediaClock.current = savedClock }
        if let theme = preview.theme ?? variant.themeName {
            let saved = Theme.active
            try Theme.select(theme)
            defer { Theme.active = saved }
            return try renderContent(preview, variant: variant, device: device, scale: scale, time: time)
        }
        return try renderContent(preview, variant: variant, device: device, scale: scale, time: time)
    }

    /// The device a preview is shown on: its `.viewlabDevice` trait, else the variant's device,
    /// else `fallback`.
    public static func effectiveDevice(of preview: PreviewDescriptor, variant: PreviewVariant, default fallback: DeviceProfile) throws -> DeviceProfile {
        try (preview.device ?? variant.deviceName).map(DeviceProfile.requireNamed) ?? fallback
    }

    private static func renderContent(_ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile, scale: CGFloat?,
                                      time: Double?) throws -> CGImage {
        var screenDevice = try effectiveDevice(of: preview, variant: variant, default: device)
        if let scale { screenDevice.scale = scale }
        let stage = Stage(device: screenDevice)
        stage.appearance = preview.appearance ?? variant.appearance
        stage.contentSizeCategory = preview.contentSizeCategory ?? variant.contentSizeCategory
        stage.layoutDirection = preview.layoutDirection ?? variant.layoutDirection
        stage.isLandscape = (preview.orientation ?? variant.orientation).isLandscape
        let content = try preview.makeContent().view
        let target: UIView?
        switch preview.layout {
        case .device:
            content.frame = stage.root.bounds
            stage.root.addSubview(content)
            target = nil
        case .fixed(let width, let height):
            content.frame = CGRect(x: 0, y: 0, width: width, height: height)
            target = content
        case .sizeThatFits:
            content.frame.size = fittingSize(of: content, within: stage.size)
            target = content
        }
        if let time {
            CATransaction.flush() // commit what the body added, so its animations start at 0
            CAMediaClock.current.set(to: time)
        }
        return try stage.render(target, scale: scale)
    }

    /// The size `.sizeThatFitsLayout` gives a preview, as Xcode's canvas sizes UIKit views to fit:
    /// a view laid out with constraints gets `systemLayoutSizeFitting(layoutFittingCompressedSize)`;
    /// otherwise its `intrinsicContentSize` where it has one, else `sizeThatFits` with the screen
    /// width as the limit. A dimension that is still unknown keeps the view's own size, or takes
    /// the screen's when the view has none.
    public static func fittingSize(of view: UIView, within screen: CGSize) -> CGSize {
        func usable(_ value: CGFloat) -> Bool { value.isFinite && value > 0 && value <= 16_384 }
        var size = view.bounds.size
        let usesConstraints = !view.constraints.isEmpty || view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        if usesConstraints {
            let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            if usable(fitted.width) { size.width = fitted.width }
            if usable(fitted.height) { size.height = fitted.height }
        } else {
            let intrinsic = view.intrinsicContentSize
            let fits = view.sizeThatFits(CGSize(width: screen.width, height: .greatestFiniteMagnitude))
            size.width = usable(intrinsic.width) ? intrinsic.width : usable(fits.width) ? fits.width : size.width
            size.height = usable(intrinsic.height) ? intrinsic.height : usable(fits.height) ? fits.height : size.height
        }
        if !usable(size.width) { size.width = screen.width }
        if !usable(size.height) { size.height = screen.height }
        return size
    }
}
