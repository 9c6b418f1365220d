import CoreGraphics
import Foundation

/// The look of a bar's background and shadow (iOS 13): `configureWithDefaultBackground()`
/// (translucent — ViewLab: `systemBackground` at 94 % with a hairline, no blur),
/// `configureWithOpaqueBackground()` (`systemBackground`, hairline),
/// `configureWithTransparentBackground()` (clear, no hairline).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    /// The hairline under a navigation bar (over a tab bar); nil or clear: none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The hairline iOS draws: black at 30 %.
    static let hairline = UIColor(white: 0, alpha: 0.3)

    open func configureWithDefaultBackground() {
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.94)
        shadowColor = Self.hairline
    }

    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = Self.hairline
    }

    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// A navigation bar's appearance: the background plus the title's text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }

    /// A copy with a transparent background: what a bar shows when its `scrollEdgeAppearance` is
    /// nil (iOS 15: "the bar uses a modified standardAppearance with a transparent background").
    func transparentBackgroundCopy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A tab bar's appearance (its background and hairline).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
