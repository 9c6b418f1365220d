import Foundation

/// The receiver of a message sent to a class held as `AnyClass` (see the source bridge's
/// `AnyObjectLookupPass`): `NSClassFromString("UIApplication")` gives `AnyClass`, and iOS lets code
/// send it `NSObject`'s methods — a class object is an instance of its metaclass, so
/// `cls.responds(to:)` asks whether the class answers a class method (Apple,
/// `NSObject.responds(to:)`) and `cls.perform(_:)` sends it. App-extension-safe libraries reach
/// the shared application this way. Swift on Linux has no such lookup; the bridge sends these
/// messages through `NSObject.anyClassReceiver(cls)`.
extension NSObject {
    /// A class object as the receiver of the class messages ViewLab's classes answer
    /// (`UIApplication`'s `sharedApplication`; other classes answer none).
    @preconcurrency @MainActor
    public struct AnyClassReceiver {
        public let receiverClass: AnyClass

        /// Whether the class answers the class method `aSelector`.
        public func responds(to aSelector: Selector!) -> Bool {
            (receiverClass as? UIApplication.Type)?.responds(to: aSelector) ?? false
        }

        /// Sends the class method `aSelector` (nil when the class does not answer it).
        public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
            (receiverClass as? UIApplication.Type)?.perform(aSelector)
        }
    }

    public static func anyClassReceiver(_ receiverClass: AnyClass) -> AnyClassReceiver {
        AnyClassReceiver(receiverClass: receiverClass)
    }

    public static func anyClassReceiver(_ receiverClass: AnyClass?) -> AnyClassReceiver? {
        receiverClass.map { AnyClassReceiver(receiverClass: $0) }
    }
}
