/// A view that takes no space and draws nothing (`EmptyView`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/emptyview>
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}
