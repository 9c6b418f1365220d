/// What Core Animation's render server keeps from one frame to the next, for one renderer: the
/// surfaces of off-screen passes (`OffscreenPool`), the blurred `shadowPath` shadows
/// (`ShadowBitmapCache`) and a count of the alpha shadows it blurred. On iOS the render server is
/// a process of its own that draws the committed layer tree; here a stage owns one and hands it to
/// every `LayerCompositor` it draws with, so caches are the renderer's fields, not the process's.
/// `CALayer.render(in:)` draws with a fresh one. (ViewLab SPI.)
@_spi(ViewLab) public final class RenderServer {
    let offscreens = OffscreenPool()
    let pathShadows = ShadowBitmapCache()
    /// How many alpha shadows (a layer's blurred silhouette) this server has blurred: frames that
    /// keep an unchanged one do not count (`LayerDamageTracker.unchangedAlphaShadows`).
    public internal(set) var alphaShadowsBlurred = 0

    public init() {}
}
