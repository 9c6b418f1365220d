/// A value read from the view's environment (`@Environment(\.colorScheme)`): what the hosting
/// view and the view's ancestors set with `environment(_:_:)`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/environment>
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: InstallableProperty {
    func install(_ context: ResolveContext, key: String) { box.values = context.environment }
}

/// The environment a property read when its view's body was last evaluated.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// A key for a value in the environment (`EnvironmentKey`), with its default.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/environmentkey>
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
