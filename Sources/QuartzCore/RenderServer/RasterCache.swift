@_spi(ViewLab) import CoreGraphics

/// A `shouldRasterize` layer's cached bitmap: its subtree drawn at `rasterizationScale` over
/// `extent` (layer space), valid while the subtree's change counter stays `version`.
final class RasterCache {
    let surface: RenderSurface
    let version: UInt64
    let scale: CGFloat
    let extent: CGRect

    init(surface: RenderSurface, version: UInt64, scale: CGFloat, extent: CGRect) {
        (self.surface, self.version, self.scale, self.extent) = (surface, version, scale, extent)
    }

    deinit { surface.destroy() }
}
