import Foundation

extension UISegmentedControl {
    /// Sets the image drawn between two segments in the given states (Apple,
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`). Kept and returned
    /// by `dividerImage(…)`; ViewLab draws its own hairline dividers (an empty image, the usual way
    /// to hide them, is not honoured).
    public func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        dividerImages[Self.dividerKey(leftState, rightState, barMetrics)] = image
    }

    /// The image set with `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`.
    public func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages[Self.dividerKey(leftState, rightState, barMetrics)]
    }

    private static func dividerKey(_ left: UIControl.State, _ right: UIControl.State, _ metrics: UIBarMetrics) -> String
    {
        "\(left.rawValue)-\(right.rawValue)-\(metrics.rawValue)"
    }
}
