import CoreGraphics
import QuartzCore

/// A layer that shows a player's video (`AVPlayerLayer`). ViewLab decodes no video, so it is never
/// ready for display and draws only what any `CALayer` draws (its background, border, contents).
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var pixelBufferAttributes: [String: Any]?
    /// Whether a frame is ready to show (never here).
    open var isReadyForDisplay: Bool { false }
    /// Where the video is drawn: the bounds for a video of unknown size.
    open var videoRect: CGRect { bounds }

    public required init() { super.init() }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    /// A copy for the presentation tree (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? AVPlayerLayer else { return }
        player = other.player
        videoGravity = other.videoGravity
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
