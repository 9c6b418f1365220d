import Foundation

extension NSObject {
    /// The class's description: its name, `Module.ClassName` for a Swift class (Apple,
    /// NSObject `description()` class method: "a string that represents the contents of the
    /// receiving class"; Swift classes are named with their module). Components use it to find a
    /// nib named after a class (`T.description().components(separatedBy: ".").last`).
    /// swift-corelibs-foundation's `NSObject` has only the instance `description`.
    public class func description() -> String { String(reflecting: self) }
}
