import Combine

/// An observable object a view is given (`@ObservedObject`): the view is updated when the
/// object's `objectWillChange` publishes; `$object.property` is a binding to a property.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/observedobject>
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The `$object` of an observed object: bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(_ context: ResolveContext, key: String) { context.host.observe(wrappedValue, key: key) }
}

extension HostingView {
    /// Updates the views when `object` is about to change (one subscription per place and object).
    func observe<Object: ObservableObject>(_ object: Object, key: String) {
        let identity = ObjectIdentifier(object)
        subscribe(key + "@\(identity.hashValue)", replace: { $0 == nil }) {
            object.objectWillChange.sink { [weak self] _ in self?.invalidate() }
        }
    }
}
