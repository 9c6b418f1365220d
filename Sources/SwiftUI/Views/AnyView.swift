/// A type-erased view (`AnyView`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/anyview>
public struct AnyView: View {
    public typealias Body = Never
    let wrapped: any View

    public init<V: View>(_ view: V) { self.wrapped = (view as? AnyView)?.wrapped ?? view }

    public init<V: View>(erasing view: V) { self.init(view) }

    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.wrapped = view
    }
}
