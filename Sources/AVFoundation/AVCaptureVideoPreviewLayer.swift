import CoreGraphics
import QuartzCore

/// A layer showing what a capture session sees (`AVCaptureVideoPreviewLayer`). No camera here, so
/// it shows nothing but what any `CALayer` draws.
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var connection: AVCaptureConnection? { session == nil ? nil : previewConnection }
    private let previewConnection = AVCaptureConnection()

    public required init() { super.init() }

    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(session: session) }

    /// A copy for the presentation tree (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? AVCaptureVideoPreviewLayer else { return }
        session = other.session
        videoGravity = other.videoGravity
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A point in the layer as a point of interest of the video (0…1 on both axes).
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGPoint(
            x: (pointInLayer.x - bounds.minX) / bounds.width, y: (pointInLayer.y - bounds.minY) / bounds.height)
    }

    /// A rectangle of the layer as a rectangle of interest of the video (0…1 on both axes).
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGRect(
            x: (rectInLayerCoordinates.minX - bounds.minX) / bounds.width,
            y: (rectInLayerCoordinates.minY - bounds.minY) / bounds.height,
            width: rectInLayerCoordinates.width / bounds.width, height: rectInLayerCoordinates.height / bounds.height)
    }
}
