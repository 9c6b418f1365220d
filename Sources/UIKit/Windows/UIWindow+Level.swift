import CoreGraphics

extension UIWindow {
    /// A window's level (Apple: "Windows are ordered by level… `normal` 0, `statusBar` 1000,
    /// `alert` 2000"); code places toasts at `.statusBar + 1`.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}

extension UIWindow {
    /// ViewLab: the shown windows of this window's scene that the screen draws in front of it,
    /// back to front. Apple (`windowLevel`): "All windows assigned to the same window level appear
    /// in front of (or behind) all windows assigned to a different window level. The ordering of
    /// windows within a given window level is not guaranteed" — here the window attached later is
    /// in front, as a window made key and visible after another is on iOS. Toasts, HUDs, alerts and
    /// coach marks that libraries show in a window of their own (`windowLevel = .statusBar + 1`)
    /// are drawn over the stage's window and receive the touches they hit.
    @_spi(ViewLab) public var windowsShownAbove: [UIWindow] {
        guard let scene = attachedScene else { return [] }
        let all = Array(scene.windows.enumerated())
        guard let mine = all.first(where: { $0.element === self })?.offset else { return [] }
        return all.filter { index, window in
            window !== self && !window.isHidden
                && (window.windowLevel > windowLevel || (window.windowLevel == windowLevel && index > mine))
        }
        .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
        .map(\.element)
    }

    /// `point` in this window's coordinates, in `other`'s (windows placed by their frames on one screen).
    func convertToWindow(_ point: CGPoint, _ other: UIWindow) -> CGPoint {
        CGPoint(x: point.x + frame.minX - other.frame.minX, y: point.y + frame.minY - other.frame.minY)
    }

    /// The front-most window shown above this one that has a view under `point` (this window's
    /// coordinates) to take a touch there, or nil: UIKit sends a touch to the window whose
    /// `hitTest(_:with:)` finds a view, front to back.
    func windowTakingTouch(at point: CGPoint) -> UIWindow? {
        windowsShownAbove.reversed().first { window in
            window.isUserInteractionEnabled && window.hitTest(convertToWindow(point, window), with: nil) != nil
        }
    }
}
