import Previews
import UIKit

/// What an assertion snapshots.
enum SnapshotSubject {
    case view(UIView)
    case viewController(UIViewController)
    /// A layer, drawn with `render(in:)` at the device's scale.
    case layer(CALayer)
    /// An image that is compared as it is (the strategy's device, traits and layout do not apply).
    case image(CGImage)
    /// A `#Preview`, rendered as `viewlab export` renders it: its own traits (device, layout,
    /// appearance…) win over the strategy's (`PreviewRenderer`).
    case preview(PreviewDescriptor)

    /// The subject for a value `assertSnapshot(of:)` was given (views before layers: a view is
    /// snapshotted on a stage, with its traits).
    init(_ value: some Snapshottable) {
        switch value {
        case let view as UIView: self = .view(view)
        case let controller as UIViewController: self = .viewController(controller)
        case let layer as CALayer: self = .layer(layer)
        default: self = .image(value as! CGImage)  // the only other conformance (Snapshottable's four)
        }
    }
}
