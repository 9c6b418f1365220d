import Foundation

/// Objective-C messages sent to the `UIApplication` class itself, as app-extension-safe libraries
/// reach the shared application without naming `UIApplication.shared` (which is unavailable in
/// extensions): `UIApplication.responds(to: NSSelectorFromString("sharedApplication"))` asks
/// whether the class answers `+sharedApplication` (a class object responds to its class methods,
/// Apple, `NSObject.responds(to:)`), and `UIApplication.perform(NSSelectorFromString("sharedApplication"))`
/// sends it (`performSelector:`), giving the shared application unretained. `sharedApplication`
/// is the class method ViewLab's `UIApplication` answers; other selectors answer false and nil.
extension UIApplication {
    public class func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { NSStringFromSelector($0) == "sharedApplication" } ?? false
    }

    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard responds(to: aSelector) else { return nil }
        return Unmanaged.passUnretained(shared)
    }
}
