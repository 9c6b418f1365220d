import CoreGraphics

/// The traits that describe the environment a view is in: appearance, scale, size classes….
public final class UITraitCollection: Equatable, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let accessibilityContrast: UIAccessibilityContrast

    public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
                accessibilityContrast: UIAccessibilityContrast = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.accessibilityContrast = accessibilityContrast
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    /// The traits in effect while UIKit draws or lays out a view (`UITraitCollection.current`).
    nonisolated(unsafe) public static var current = UITraitCollection(userInterfaceStyle: .light, displayScale: 3)

    /// Runs `actions` with `self` as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        try actions()
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.accessibilityContrast == rhs.accessibilityContrast
    }
}
