import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it (`UIBlurEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    public override init() {}

    open override var description: String { "<\(type(of: self))>" }

    /// Effects are immutable: the copy is the effect itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
