import ImageIO
import Previews
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
import ViewLabSupport

/// Hosts a preview on a stage and renders it, on the main actor (a `#Preview` body is `@MainActor`,
/// as Apple's is, and so are the views it builds and the `Stage` they are shown on).
@MainActor
public enum PreviewRenderer {
    /// Renders `preview` in `variant`. A preview's own traits pin what they name.
    ///
    /// `scale` renders the preview as a device of that scale shows it: the screen's scale and
    /// every view's `traitCollection.displayScale` are `scale`, so backing stores, symbol images
    /// and `@2x`/`@3x` assets are drawn for it (as snapshot tools do by overriding the
    /// `displayScale` trait), rather than drawn at the device's scale and resampled.
    ///
    /// Without `time` — a static picture — the model layer tree is drawn after the first
    /// run-loop turn (layout, display, the main queue), animations ignored: what
    /// `CALayer.render(in:)` renders ("directly from the layer tree, ignoring any animations",
    /// Apple's documentation), what snapshot tools record and what Xcode's canvas shows once it
    /// settles. An appear animation (a fade in from opacity 0) so never decides the picture.
    ///
    /// The preview runs on a media clock of its own that starts at 0 (`Stage.clock`, see `withContent`); `time`
    /// moves it to that many seconds after the body was built, and the screen (the presentation
    /// tree) is drawn then.
    public static func render(
        _ preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15,
        scale: CGFloat? = nil, time: Double? = nil
    ) throws -> CGImage {
        try withContent(of: preview, variant: variant, device: device, scale: scale) { stage, content in
            // On a device the screen is laid out, displayed and committed at time 0 and then the
            // clock runs: one turn with the content on screen first, so what layout starts
            // (animations, display links) starts at 0 and runs until `time`.
            let hosted = time != nil && content.superview == nil
            if hosted { stage.window.addSubview(content) }
            defer { if hosted { content.removeFromSuperview() } }
            if let time {
                stage.runTurn()
                CATransaction.flush()  // commit what the body added, so its animations start at 0
                stage.clock.set(to: time)
            }
            let options = RenderOptions(scale: scale, time: time, modelTree: time == nil)
            return try stage.renderFrame(renderTarget(content, on: stage), options: options).image
        }
    }

    /// Records `preview`'s animations in `variant` as an animated PNG (`.viewlabTimeline`): frame
    /// *k* is the presentation tree at `time` (default 0) + *k*/fps seconds after the body was
    /// built, on the preview's own media clock (see `AnimationRecorder`). `onFrame` sees each frame.
    @_spi(ViewLab) public static func record(
        _ preview: PreviewDescriptor, variant: PreviewVariant, timeline: PreviewTimeline,
        device: DeviceProfile = .iPhone15, scale: CGFloat? = nil, time: Double? = nil,
        encoder: PNGEncoder = PNGEncoder(), format: AnimationRecorder.Format = .apng,
        alsoGIF: Bool = false, text: [(key: String, value: String)] = [],
        onFrame: (Int, CGImage) -> Void = { _, _ in }
    ) throws -> AnimationRecorder.Recording {
        var recorder = AnimationRecorder(
            seconds: timeline.seconds, framesPerSecond: timeline.framesPerSecond, scale: scale)
        recorder.encoder = encoder
        recorder.format = format
        recorder.alsoGIF = alsoGIF
        try recorder.validate()
        return try withContent(of: preview, variant: variant, device: device, scale: scale) { stage, content in
            CATransaction.flush()  // commit what the body added, so its animations start at 0
            return try recorder.record(
                stage, view: renderTarget(content, on: stage), from: time ?? 0, text: text, onFrame: onFrame)
        }
    }

    /// The device a preview is shown on: its `.viewlabDevice` trait, else the variant's device,
    /// else `fallback`.
    public static func effectiveDevice(
        of preview: PreviewDescriptor, variant: PreviewVariant, default fallback: DeviceProfile
    ) throws -> DeviceProfile {
        try (preview.device ?? variant.deviceName).map(DeviceProfile.requireNamed) ?? fallback
    }

    /// Builds the preview's content on a stage set up for `variant` and calls `body` with both, as
    /// the stage's work (`Stage.perform`). The stage carries the preview's theme (its window's
    /// `theme` trait) and a media clock of its own that starts at 0, so an export is the same in
    /// any worker and any order, and nothing process-wide is swapped: two previews rendered
    /// interleaved each keep their own theme, screen and clock. The content is
    /// sized by the layout trait: with `.device` it fills the stage's root view; otherwise it is
    /// in no hierarchy, for `body` to render on its own (`Stage.render(_:)` hosts it for the
    /// render) or to host.
    public static func withContent<Result>(
        of preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile = .iPhone15,
        scale: CGFloat? = nil,
        _ body: (Stage, UIView) throws -> Result
    ) throws -> Result {
        let stage = try makeStage(for: preview, variant: variant, device: device, scale: scale)
        return try stage.perform {
            let made = try preview.makeContent()
            // A controller is shown as iOS shows a screen: a child of the window's root controller
            // (`addChild`, its view added, `didMove(toParent:)`), so it gets the appearance
            // callbacks (`viewWillAppear` … `viewDidAppear`) when its view enters the window.
            let controller = made.controller
            if let controller { stage.rootViewController.addChild(controller) }
            let content = made.view
            switch preview.layout {
            case .device:
                content.frame = stage.root.bounds
                stage.root.addSubview(content)
            case .fixed(let width, let height):
                content.frame = CGRect(x: 0, y: 0, width: width, height: height)
            case .sizeThatFits:
                content.frame.size = fittingSize(of: content, within: stage.size)
            }
            if preview.layout != .device {
                // A preview of its own size is shown in a container of that size, as Xcode's canvas
                // shows it: no status bar or home indicator, so no safe area reaches the content
                // (hosted on a device's window, a view at the top took the status bar's 59 pt as its
                // safe area, and with it as part of its layout margins).
                stage.device = screenDevice(stage.device, fitting: content.bounds.size, landscape: stage.isLandscape)
                stage.window.docksSoftwareKeyboard = false  // a container, not a device
            }
            if controller != nil && preview.layout != .device {
                // A controller is a screen even at a size of its own: the window is made that size
                // and the controller fills it, so it appears (`viewWillAppear` … `viewDidAppear`)
                // and what it shows in its window — a presented sheet, a bubble added to the key
                // window — is in the picture, as in Xcode's canvas.
                content.frame = stage.root.bounds
                stage.root.addSubview(content)
            }
            controller?.didMove(toParent: stage.rootViewController)
            return try body(stage, content)
        }
    }

    /// What a render of `content` draws: the whole screen when the content fills it (a `.device`
    /// preview, or a controller, which is shown as a screen), else the content alone.
    public static func renderTarget(_ content: UIView, on stage: Stage) -> UIView? {
        content.superview === stage.root ? nil : content
    }

    /// `device` with a screen of `size` points in the current orientation and no safe area: the
    /// screen a preview with its own size (`.fixedLayout`, `.sizeThatFitsLayout`), a view or a
    /// controller, is shown on — a container of that size, with no sensor housing or home indicator.
    static func screenDevice(_ device: DeviceProfile, fitting size: CGSize, landscape: Bool) -> DeviceProfile {
        var fitted = device
        fitted.name = device.name + ", a screen of the preview's size"
        fitted.portraitSize = landscape ? CGSize(width: size.height, height: size.width) : size
        fitted.portraitSafeArea = .zero
        fitted.landscapeSafeArea = .zero
        return fitted
    }

    /// The stage a preview is shown on in `variant`: its device, traits, theme (loaded here, the
    /// host's when neither names one) and a fresh media clock.
    private static func makeStage(
        for preview: PreviewDescriptor, variant: PreviewVariant, device: DeviceProfile, scale: CGFloat?
    ) throws -> Stage {
        var screenDevice = try effectiveDevice(of: preview, variant: variant, default: device)
        if let scale { screenDevice.scale = scale }
        let theme = try (preview.theme ?? variant.themeName).map { try ThemeLoader.load($0).theme }
        let clock = CAMediaClock()
        clock.runsTimers = true  // timers the preview schedules fire on its clock (`--time`, timelines)
        let stage = Stage(device: screenDevice, theme: theme, clock: clock)
        stage.appearance = preview.appearance ?? variant.appearance
        stage.contentSizeCategory = preview.contentSizeCategory ?? variant.contentSizeCategory
        stage.layoutDirection = preview.layoutDirection ?? variant.layoutDirection
        stage.reducesMotion = preview.reducesMotion
        stage.accessibilityContrast = variant.contrast
        stage.isLandscape = (preview.orientation ?? variant.orientation).isLandscape
        return stage
    }

    /// The size `.sizeThatFitsLayout` gives a preview, as Xcode's canvas sizes UIKit views to fit:
    /// a view laid out with constraints gets `systemLayoutSizeFitting(layoutFittingCompressedSize)`;
    /// otherwise its `intrinsicContentSize` where it has one, else `sizeThatFits` with the screen
    /// width as the limit. A dimension that is still unknown keeps the view's own size, or takes
    /// the screen's when the view has none.
    public static func fittingSize(of view: UIView, within screen: CGSize) -> CGSize {
        func usable(_ value: CGFloat) -> Bool { value.isFinite && value > 0 && value <= 16_384 }
        var size = view.bounds.size
        let usesConstraints =
            !view.constraints.isEmpty || view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
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
