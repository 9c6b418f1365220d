import ObjCRuntime

/// A view's motion effects (Apple, `UIView.addMotionEffect(_:)`): kept in order, never applied
/// (ViewLab has no tilt, see `UIMotionEffect`).
extension UIView {
    /// The associated-object key of the effects: the address of a type's metadata (fixed, no storage).
    private enum MotionEffects {}
    private static var motionEffectsKey: UnsafeRawPointer {
        unsafeBitCast(MotionEffects.self as Any.Type, to: UnsafeRawPointer.self)
    }

    /// The effects added, oldest first.
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, UIView.motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set { objc_setAssociatedObject(self, UIView.motionEffectsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !motionEffects.contains(where: { $0 === effect }) { motionEffects.append(effect) }
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
