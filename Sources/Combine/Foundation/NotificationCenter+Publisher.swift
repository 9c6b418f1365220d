import Foundation

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications (Apple,
    /// `NotificationCenter.Publisher`). The observer is added when a subscriber attaches and
    /// removed when it cancels; notifications are delivered on the posting thread.
    public struct Publisher: Combine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = DemandBuffer("NotificationCenter Observer", downstream: subscriber)
            let token = center.addObserver(forName: name, object: object, queue: nil) { buffer.send($0) }
            let center = self.center
            buffer.start(onCancel: { center.removeObserver(token) })
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
