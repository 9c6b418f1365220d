/// A type that represents part of an app's user interface (`View`): a value whose `body` is made
/// of other views. Primitive views (`Text`, `Color`, stacks, representables) have a body of type
/// `Never` and are laid out and drawn by the hosting view.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/view>
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no body of its own: ViewLab's hosting view lays it out (`_PrimitiveView`).
extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
