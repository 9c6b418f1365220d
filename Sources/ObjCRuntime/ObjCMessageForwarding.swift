/// An object that hands messages it does not implement to another object: what overriding
/// `-forwardingTargetForSelector:` does on Apple platforms, where the runtime asks the receiver
/// for a "forwarding target" before it gives up on a selector and sends the message there
/// (*Objective-C Runtime Programming Guide*, "Message Forwarding"; `NSObject.forwardingTarget(for:)`).
///
/// Foundation's `NSObject` on Linux has no such method, so the source bridge
/// (`MessageForwardingPass`) makes a class that overrides it conform to this protocol instead;
/// `Selector.send(to:arguments:)` then forwards: a weak proxy handed to a `CADisplayLink` calls its
/// owner's method. `responds(to:)` does not look at the forwarding target, as on iOS; a proxy
/// answers for its target in its own `responds(to:)`.
public protocol ObjCMessageForwarding: AnyObject {
    /// The object to send `aSelector` to, or nil (then the message is unrecognised).
    func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension Selector {
    /// Where a message this object does not implement goes next, if anywhere (not the object
    /// itself, which would loop).
    func forwardingTarget(of target: AnyObject) -> AnyObject? {
        guard let forwarding = target as? ObjCMessageForwarding,
            let next = forwarding.forwardingTarget(for: self).map({ $0 as AnyObject }), next !== target
        else { return nil }
        return next
    }
}
