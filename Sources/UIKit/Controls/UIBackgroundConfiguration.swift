import CoreGraphics

/// The background of a configured button (UIKit's `UIBackgroundConfiguration`, minimal):
/// a fill colour, a corner radius and a stroke. A nil `backgroundColor` lets the button style
/// choose (e.g. the tint colour for `.filled()`); the stroke is drawn inside the edge.
public struct UIBackgroundConfiguration: Sendable {
    /// The fill; nil: the button configuration's style decides.
    public var backgroundColor: UIColor?
    /// The corner radius used by `cornerStyle` `.fixed` and `.dynamic`.
    public var cornerRadius: CGFloat = 0
    /// The outline colour (nil: no outline).
    public var strokeColor: UIColor?
    /// The outline width in points.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    public init() {}

    /// An empty background (no colour, no corner radius).
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIBackgroundConfiguration {
    /// A plain list cell's background: `systemBackground` (iOS 14).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// A grouped list cell's background: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }

    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listPlainCell() }
    /// A grouped header or footer: no background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
