import Foundation

/// Haptics that communicate a task's outcome (Apple: `UINotificationFeedbackGenerator`). No effect
/// in ViewLab (see `UIFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes, Apple's cases and raw values.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Triggers the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
