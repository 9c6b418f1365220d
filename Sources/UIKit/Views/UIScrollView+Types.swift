import CoreGraphics

extension UIScrollView {
    /// How the safe area is added to `contentInset` to give `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        /// `.scrollableAxes`, and vertically always for a view controller's root scroll view
        /// (iOS: when a navigation or tab bar controller shows it).
        case automatic = 0
        /// The safe area is added on the axes the content scrolls along (content larger than the
        /// bounds, or `alwaysBounceHorizontal` / `alwaysBounceVertical`).
        case scrollableAxes = 1
        /// Never: `adjustedContentInset == contentInset`.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }

    /// The scroll indicators' colour.
    public enum IndicatorStyle: Int, Sendable, CaseIterable {
        /// Dark on light backgrounds, light in dark mode.
        case `default` = 0
        /// Dark.
        case black = 1
        /// Light.
        case white = 2
    }

    /// How fast scrolling decelerates after a flick (ViewLab does not decelerate; kept for code).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// When a drag dismisses the keyboard (ViewLab has no keyboard; kept for code).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
