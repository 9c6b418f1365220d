/// Dynamic dispatch for members that a module declares in an extension and overrides elsewhere —
/// `extension UIView { @objc func prepareViewForSkeleton() }` then
/// `extension UILabel { override func prepareViewForSkeleton() }`. On Apple platforms such a
/// member is an Objective-C method: a category adds it to `UIView`'s method list, another adds the
/// override to `UILabel`'s, and `objc_msgSend` picks the most derived one for the receiver's class
/// (*Objective-C Runtime Programming Guide*, "Messaging"; *The Swift Programming Language*,
/// "Extensions": Swift lets an extension override only through Objective-C). Swift on Linux has no
/// such dispatch, so the source bridge renames each implementation and generates a dispatcher with
/// the member's name that asks `lookupOrder(of:above:)` for the receiver's classes and calls the
/// first class's implementation (see the bridge's `ExtensionDispatchPass`).
public enum ExtensionOverrides {
    /// The classes an implementation is looked up in for `object`, most derived first: its class
    /// and superclasses — or, for a `super` call made by the implementation of class `above`, only
    /// the classes above `above` in that chain, as `objc_msgSendSuper` starts at the superclass.
    public static func lookupOrder(of object: AnyObject, above: AnyClass?) -> [ObjectIdentifier] {
        var chain: [ObjectIdentifier] = []
        var current: AnyClass? = type(of: object)
        while let each = current {
            chain.append(ObjectIdentifier(each))
            current = _getSuperclass(each)
        }
        guard let above, let start = chain.firstIndex(of: ObjectIdentifier(above)) else { return chain }
        return Array(chain[(start + 1)...])
    }
}
