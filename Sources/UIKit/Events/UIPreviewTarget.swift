import CoreGraphics
import Foundation

/// Where a targeted preview goes (Apple, `UIPreviewTarget`): a container view, a centre in its
/// coordinates and a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
