import CoreGraphics

// MARK: - Legacy bar customisation: background and shadow images

/// Background images per bar position and metrics (`setBackgroundImage(_:for:barMetrics:)`).
struct BarBackgroundImages {
    private var images: [Int: UIImage] = [:]
    var isEmpty: Bool { images.isEmpty }

    private static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
        position.rawValue * 1000 + metrics.rawValue
    }

    subscript(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        get { images[Self.key(position, metrics)] }
        set { images[Self.key(position, metrics)] = newValue }
    }

    /// The image for a bar at `position` in `metrics`: the exact entry, else `.any`, else the
    /// `.default` metrics' (UIKit falls back to `.default` for metrics with no image of their own).
    func resolved(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        for m in [metrics, .default] {
            if let image = self[position, m] ?? self[.any, m] { return image }
        }
        return nil
    }
}

extension UINavigationBar {
    /// Sets the bar's background image for `barMetrics` (any position). An image replaces the
    /// bar's background, stretched to fill it and the status bar area above it; an empty
    /// `UIImage()` makes the bar fully transparent (the widely used "transparent navigation bar"
    /// idiom, with `shadowImage = UIImage()`). Apple, `setBackgroundImage(_:for:)`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[barPosition, barMetrics] = backgroundImage
        itemsDidChange()
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition, barMetrics]
    }

    /// The metrics of the bar's traits: `.compact` in compact height.
    var currentBarMetrics: UIBarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }

    /// The background image drawn now, if any.
    var drawnBackgroundImage: UIImage? { backgroundImages.resolved(position: .topAttached, metrics: currentBarMetrics) }

    /// The hairline image drawn now: `shadowImage` counts only with a custom background image
    /// ("for a custom shadow image to be shown, a custom background image must also be set",
    /// Apple, `shadowImage`); nil: the appearance's hairline colour.
    var drawnShadowImage: UIImage? { drawnBackgroundImage == nil ? nil : shadowImage }
}
