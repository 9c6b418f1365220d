import Foundation

extension NSObject {
    /// The class's description: its name, `Module.ClassName` for a Swift class (Apple,
    /// NSObject `description()` class method: "a string that represents the contents of the
    /// receiving class"; Swift classes are named with their module). Components use it to find a
    /// nib named after a class (`T.description().components(separatedBy: ".").last`).
    /// swift-corelibs-foundation's `NSObject` has only the instance `description`.
    public class func description() -> String { String(reflecting: self) }

    /// `type(of: object).description()` on an `object` typed `AnyObject`, which the Objective-C
    /// runtime answers by looking the class method up on the object's class (the source bridge
    /// writes the call this way, as Swift on Linux has no such lookup): `description()` of an
    /// `NSObject` class, else the class's name with its module.
    public static func classDescription(of type: Any.Type) -> String {
        (type as? NSObject.Type)?.description() ?? String(reflecting: type)
    }
}
