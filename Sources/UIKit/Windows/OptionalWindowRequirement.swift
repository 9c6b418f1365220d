import Foundation

/// `window`, an *optional property requirement* of `UIApplicationDelegate` and
/// `UIWindowSceneDelegate` in Apple's headers (`@optional @property (nullable, nonatomic, strong)
/// UIWindow *window;`). Swift reads such a requirement through the protocol with one optional
/// more than its type: nil when the object does not implement it, `.some(nil)` when it does and
/// holds no window (*The Swift Programming Language*, "Optional Protocol Requirements": "a
/// property of type Int becomes Int? when used through the protocol"). ViewLab has no Objective-C
/// runtime to ask, so it reads the conforming class's own stored `window` property (declared as
/// iOS code declares it, `var window: UIWindow?`) by reflection, up its superclass chain.
enum OptionalWindowRequirement {
    static func read(from delegate: AnyObject) -> UIWindow?? {
        var mirror: Mirror? = Mirror(reflecting: delegate)
        while let current = mirror {
            if let property = current.children.first(where: { $0.label == "window" }) {
                return .some(property.value as? UIWindow)
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
