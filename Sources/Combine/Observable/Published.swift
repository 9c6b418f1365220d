import Foundation

/// A type that publishes a property marked with an attribute (Apple, `Published`).
///
/// "Publishing a property with the @Published attribute creates a publisher of this type. You
/// access the publisher with the $ operator… When the property changes, publishing occurs in the
/// property's willSet block, meaning subscribers receive the new value before it's actually set on
/// the property." A new subscriber receives the current value first. In a class that is an
/// `ObservableObject`, each change sends on `objectWillChange` before that. `@Published` is only
/// available on properties of classes, as on Apple platforms.
@propertyWrapper
public struct Published<Value> {
    let subject: PublishedSubject<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { subject = PublishedSubject(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        // swiftlint:disable:this unused_setter_value
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher (`$property`).
    public var projectedValue: Publisher {
        mutating get { Publisher(subject) }
        set { _ = newValue }
    }

    /// The property's value, reached through the enclosing object (how Swift accesses a wrapped
    /// property of a class when the wrapper declares this subscript). Setting it publishes first.
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set { object[keyPath: storageKeyPath].subject.set(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute (Apple, `Published.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: PublishedSubject<Value>

        init(_ subject: PublishedSubject<Value>) { self.subject = subject }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.attach(subscriber)
        }
    }
}

/// What reflection finds of a `@Published` property, whatever its value type.
protocol PublishedProperty {
    var publishedSubject: PublishedSubjectBase { get }
}

extension Published: PublishedProperty {
    var publishedSubject: PublishedSubjectBase { subject }
}

/// The part of a published property's storage that `ObservableObject` shares.
class PublishedSubjectBase {
    /// Guards `objectWillChange` of every published property.
    static let lock = NSLock()
    /// The enclosing object's publisher, once someone asked for it.
    var objectWillChange: ObservableObjectPublisher?

    /// The published properties' storage of `object`, its superclasses' included.
    static func all(in object: AnyObject) -> [PublishedSubjectBase] {
        var found: [PublishedSubjectBase] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            found += current.children.compactMap { ($0.value as? PublishedProperty)?.publishedSubject }
            mirror = current.superclassMirror
        }
        return found
    }

    func willChange() {
        PublishedSubjectBase.lock.lock()
        let publisher = objectWillChange
        PublishedSubjectBase.lock.unlock()
        publisher?.send()
    }
}

/// The storage of one `@Published` property: its value and its subscribers.
final class PublishedSubject<Value>: PublishedSubjectBase {
    private let core = SubjectCore<Value, Never>()
    private let lock = NSRecursiveLock()
    private var current: Value
    /// Subscriptions made by `assign(to: &$property)`, cancelled when the property goes away.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) { current = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Publishes `newValue` (object first, then the property's subscribers), then stores it.
    func set(_ newValue: Value) {
        willChange()
        core.send(newValue)
        lock.lock()
        current = newValue
        lock.unlock()
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        core.attach(subscriber, replaying: value)
    }

    func keep(_ assignment: AnyCancellable) {
        lock.lock()
        assignments.append(assignment)
        lock.unlock()
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as
    /// a publisher (`assign(to: &$property)`). The subscription lasts as long as the property's
    /// object: "the assign(to:) operator manages the life cycle of the subscription, canceling the
    /// subscription automatically when the Published instance deinitializes" (Apple).
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let cancellable = sink { [weak subject] in subject?.set($0) }
        subject.keep(cancellable)
    }
}
