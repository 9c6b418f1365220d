import Foundation

/// Haptics that indicate a change in selection, such as a picker wheel's tick (Apple:
/// `UISelectionFeedbackGenerator`). No effect in ViewLab (see `UIFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers the selection-changed feedback.
    open func selectionChanged() {}
}
