import Foundation
import ObjCRuntime

extension NSObject {
    /// A publisher that emits events when the value of a KVO-compliant property changes (Apple,
    /// `NSObject.KeyValueObservingPublisher`), through ViewLab's key-value observing (UIKit's
    /// observable properties and `@objc dynamic` ones through the source bridge, see *Key-value
    /// observing* in Docs/uikit.md). The observation lasts as long as the subscription.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = DemandBuffer("KeyValueObservingPublisher", downstream: subscriber)
            let keyPath = self.keyPath
            let observation = object.observe(keyPath, options: options) { object, change in
                if change.isPrior { return buffer.send(object[keyPath: keyPath]) }
                buffer.send(change.newValue ?? object[keyPath: keyPath])
            }
            buffer.start(onCancel: { observation.invalidate() })
        }
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Publish values when the value identified by a KVO-compliant keypath changes; by default
    /// the current value first, then each new one (`[.initial, .new]`).
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    )
        -> NSObject.KeyValueObservingPublisher<Self, Value>
    {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
