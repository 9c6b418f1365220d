/// Several views as one, without a layout of their own (`Group`): in a stack they are laid out
/// as the stack's own children; a modifier on the group applies to them together here (iOS applies
/// it to each).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/group>
public struct Group<Content>: View {
    public typealias Body = Never
    let content: Content
}

extension Group where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
