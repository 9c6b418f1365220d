import CoreGraphics
import Foundation

/// Haptics that simulate a physical impact, such as a view snapping into place (Apple:
/// `UIImpactFeedbackGenerator`). No effect in ViewLab (see `UIFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, Apple's cases and raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts (Apple's default style).
    public convenience override init() { self.init(style: .medium) }

    /// Triggers an impact of the generator's style.
    open func impactOccurred() {}

    /// Triggers an impact at `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) {}
}
