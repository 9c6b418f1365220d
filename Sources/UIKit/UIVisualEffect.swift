/// An effect a `UIVisualEffectView` applies to what is behind it (`UIBlurEffect`).
open class UIVisualEffect: CustomStringConvertible {
    public init() {}

    open var description: String { "<\(type(of: self))>" }
}
