import Foundation

/// Deprecated in iOS 13 but still used around transitions: Apple, `beginIgnoringInteractionEvents()`
/// — "tells the receiver to suspend the handling of touch-related events"; calls nest, and
/// touches are handled again when every call has been balanced by `endIgnoringInteractionEvents()`.
/// A touch that begins while events are ignored is dropped (its later phases too). Deprecated,
/// with Apple's message, so old code compiles with the warning iOS gives.
extension UIApplication {
    /// Whether touches are being ignored (for the window's dispatch; not deprecated).
    var ignoresInteractionEvents: Bool { systemState.ignoredInteractionDepth > 0 }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() { systemState.ignoredInteractionDepth += 1 }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        systemState.ignoredInteractionDepth = max(0, systemState.ignoredInteractionDepth - 1)
    }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { systemState.ignoredInteractionDepth > 0 }
}
