import Foundation

/// A type-erasing cancellable object that executes a provided closure when cancelled (Apple,
/// `AnyCancellable`). "An AnyCancellable instance automatically calls `cancel()` when
/// deinitialized", so keeping one (in a property, or with `store(in:)`) keeps a subscription alive
/// and releasing it ends the subscription. The closure runs at most once.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var canceller: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { canceller = cancel }

    /// Constructs a type-erasing cancellable object that wraps the given instance.
    public init<C: Cancellable>(_ canceller: C) { self.canceller = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        lock.lock()
        let run = canceller
        canceller = nil
        lock.unlock()
        run?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
