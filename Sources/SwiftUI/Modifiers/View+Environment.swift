import Combine

extension View {
    /// Sets an environment value for the view and its descendants (`environment(_:_:)`).
    ///
    /// Apple: <https://developer.apple.com/documentation/swiftui/view/environment(_:_:)>
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Puts an observable object in the environment for `@EnvironmentObject` (`environmentObject(_:)`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformingEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Changes an environment value for the view (`transformEnvironment(_:transform:)`).
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    )
        -> some View
    {
        transformingEnvironment { transform(&$0[keyPath: keyPath]) }
    }
}
