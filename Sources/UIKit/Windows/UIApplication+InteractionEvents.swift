import Foundation

/// `beginIgnoringInteractionEvents()` / `endIgnoringInteractionEvents()` (deprecated in iOS 13,
/// still answered): "Tells the receiver to suspend the handling of touch-related events… touch
/// events that occur between the begin and end calls are discarded"; the calls nest ("calls… can
/// be nested"), so touches are handled again after as many `end` calls as `begin` calls. A HUD
/// that blocks the screen while it loads calls them.
extension UIApplication {
    /// Starts discarding touches (one more level of nesting).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() { ignoredInteractionLevels += 1 }

    /// Ends one level of `beginIgnoringInteractionEvents()`; an unbalanced call does nothing.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() { ignoredInteractionLevels = max(ignoredInteractionLevels - 1, 0) }

    /// Whether touches are being discarded.
    public var isIgnoringInteractionEvents: Bool { ignoredInteractionLevels > 0 }
}
