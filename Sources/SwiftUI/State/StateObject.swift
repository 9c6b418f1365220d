import Combine

/// An observable object a view owns (`@StateObject`): made once, the first time the view
/// appears in the tree, and kept while it stays, however often the view's value is made again.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/stateobject>
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: ObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = ObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: InstallableProperty {
    func install(_ context: ResolveContext, key: String) {
        let kept = context.host.slot(key) { box }
        if kept !== box { box.target = kept }
        context.host.observe(box.object, key: key)
    }
}

/// The storage of a `@StateObject`: the object, made on first use, or the one kept for its place.
final class ObjectBox<ObjectType> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    var target: ObjectBox?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let target { return target.object }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
