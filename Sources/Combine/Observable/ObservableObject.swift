import Foundation

/// A type of object with a publisher that emits before the object has changed (Apple,
/// `ObservableObject`). "By default an ObservableObject synthesizes an objectWillChange publisher
/// that emits the changed value before any of its @Published properties changes."
///
/// ViewLab has no compiler synthesis; the default `objectWillChange` below finds the object's
/// `@Published` properties (its own and its superclasses', by reflection) and gives them all the
/// same publisher, kept with them, so each later change of one of them sends on it first. An
/// object without `@Published` properties gets a new publisher on each access (nothing would send
/// on it).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the one shared by this object's
    /// `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
        let subjects = PublishedSubjectBase.all(in: self)
        PublishedSubjectBase.lock.lock()
        defer { PublishedSubjectBase.lock.unlock() }
        let publisher = subjects.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for subject in subjects where subject.objectWillChange == nil { subject.objectWillChange = publisher }
        return publisher
    }
}
