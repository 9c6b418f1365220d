import Previews
import UIKit

/// What an assertion snapshots.
enum SnapshotSubject {
    case view(UIView)
    case viewController(UIViewController)
    /// An image that is compared as it is (the strategy's device, traits and layout do not apply).
    case image(CGImage)
    /// A `#Preview`, rendered as `viewlab export` renders it: its own traits (device, layout,
    /// appearance…) win over the strategy's (`PreviewRenderer`).
    case preview(PreviewDescriptor)
}
