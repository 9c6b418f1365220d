import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it (`UIBlurEffect`).
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {}

    open override var description: String { "<\(type(of: self))>" }

    /// Effects are immutable: the copy is the effect itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
