import Foundation

extension NSObject {
    /// The class itself: `classForCoder`, called on the class (`Bundle(for: self.classForCoder())`
    /// in a class method). On Apple platforms the root class's instance methods answer class
    /// messages too (a class object is an instance of its metaclass, which inherits from NSObject),
    /// so Swift sees `classForCoder()` on the class; the instance property of an object that
    /// overrides nothing answers its class (`-[NSObject classForCoder]`: "overridden by subclasses
    /// to substitute a class other than its own during coding"; the default returns the class).
    public class func classForCoder() -> AnyClass { self }
}
