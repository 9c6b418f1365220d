import UIKit

/// How the snapshotted view is sized before it is rendered.
public enum SnapshotLayout: Sendable, Equatable {
    /// The view fills the device screen (a view controller's view fills it, as its window's root).
    case device
    /// The view is sized to fit its content, as `#Preview(traits: .sizeThatFitsLayout)` sizes it
    /// (`PreviewRenderer.fittingSize(of:within:)`).
    case sizeThatFits
    /// The view gets this size in points.
    case fixed(width: CGFloat, height: CGFloat)
}
