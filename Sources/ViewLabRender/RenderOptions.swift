@_spi(ViewLab) import QuartzCore
import UIKit

/// ViewLab: how a `Stage` renders one frame — passed as a value, so nothing global is swapped
/// around a render.
@_spi(ViewLab) public struct RenderOptions {
    /// Pixels per point; nil: the device scale.
    public var scale: CGFloat?
    /// Instruments-style debug colouring of the frame.
    public var debug: CompositorDebugOptions
    /// Composite the whole frame even when the last one could be reused or patched, so that
    /// `RenderResult.offscreenPasses` accounts for every layer (what `:trace` reports).
    public var wholeFrame: Bool
    /// The media time whose presentation tree is drawn (what the screen shows then); nil: the media
    /// clock's current time (`CACurrentMediaTime()`).
    public var time: CFTimeInterval?
    /// Draw the model layer tree, animations ignored, as `CALayer.render(in:)` does ("renders
    /// directly from the layer tree, ignoring any animations added to the render tree", Apple's
    /// `render(in:)` documentation) and as snapshot tools picture a view; `time` is then unused.
    /// Off: the presentation tree at `time` (what the screen shows).
    public var modelTree: Bool

    public init(
        scale: CGFloat? = nil, debug: CompositorDebugOptions = [], wholeFrame: Bool = false,
        time: CFTimeInterval? = nil,
        modelTree: Bool = false
    ) {
        self.scale = scale
        self.debug = debug
        self.wholeFrame = wholeFrame
        self.time = time
        self.modelTree = modelTree
    }
}

/// ViewLab: one rendered frame and what making it cost.
@_spi(ViewLab) public struct RenderResult {
    /// The pixels.
    public var image: CGImage
    /// The off-screen passes the compositor made: every layer's with `RenderOptions.wholeFrame`,
    /// else only those of the layers this render composited (an incremental render composites only
    /// what changed; an unchanged frame composites nothing).
    public var offscreenPasses: [OffscreenPass]
    /// The device rectangles (pixels, top-left origin) this render drew again over the last frame
    /// of the same stage; every pixel outside them is the last frame's. Empty: nothing changed.
    /// nil: the frame was drawn whole (no last frame, or the change could not be bounded).
    public var damage: [CGRect]? = nil
}
