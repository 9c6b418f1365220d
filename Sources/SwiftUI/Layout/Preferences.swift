import CoreGraphics

/// A value views pass up to their ancestors (`PreferenceKey`). ViewLab does not gather
/// preferences: `onPreferenceChange` actions are not called.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/preferencekey>
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A geometric value of a view (`Anchor`), resolved in a `GeometryProxy`.
public struct Anchor<Value> {
    let value: (CGPoint) -> Value

    /// Which value of a view an anchor stands for (`Anchor.Source`).
    public struct Source {
        let value: (CGPoint) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init { _ in .zero } }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { origin in r.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { _ in p } }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }

    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        self
    }

    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K.Value: Equatable
    {
        self
    }
}
