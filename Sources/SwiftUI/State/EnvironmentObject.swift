import Combine

/// An observable object an ancestor put in the environment (`@EnvironmentObject`, set with
/// `environmentObject(_:)`). As on iOS, reading one that no ancestor supplied is a fatal error.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/environmentobject>
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(_ context: ResolveContext, key: String) {
        box.values = context.environment
        if let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
            context.host.observe(object, key: key)
        }
    }
}
