/// Why the compositor had to render a layer into an off-screen buffer before compositing it —
/// the cases Instruments' "Color Offscreen-Rendered Yellow" shows on iOS. (ViewLab SPI.)
@_spi(ViewLab) public enum OffscreenReason: String, CaseIterable, Sendable {
    /// A shadow without `shadowPath`: the subtree's alpha is rendered, blurred and tinted.
    case shadowWithoutPath
    /// `mask` is set: subtree and mask are rendered separately, then combined.
    case mask
    /// `masksToBounds` with a `cornerRadius` on a layer that has visible sublayers.
    case roundedMasksToBounds
    /// `opacity < 1` on a layer with visible sublayers and `allowsGroupOpacity`.
    case groupOpacity
    /// `shouldRasterize` and the cached bitmap was missing or stale.
    case rasterization
}

/// One off-screen pass of a composited frame (returned by `LayerCompositor.render`). (ViewLab SPI.)
@_spi(ViewLab) public struct OffscreenPass: Equatable {
    public let layer: CALayer
    public let reason: OffscreenReason

    /// The same layer (by identity) for the same reason.
    public static func == (a: OffscreenPass, b: OffscreenPass) -> Bool { a.layer === b.layer && a.reason == b.reason }
}

/// Compositor debug colouring, like Instruments' Core Animation options. (ViewLab SPI.)
@_spi(ViewLab) public struct CompositorDebugOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Paints every layer that needed an off-screen pass with translucent yellow.
    public static let colorOffscreenRendered = CompositorDebugOptions(rawValue: 1)
    /// Paints layers that draw something translucent green when opaque, red when blended.
    public static let colorBlendedLayers = CompositorDebugOptions(rawValue: 2)
}
