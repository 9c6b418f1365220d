import CoreGraphics

/// Views in a column (`VStack`), `spacing` apart (8 points by default), lined up at `alignment`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/vstack>
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in a row (`HStack`), `spacing` apart (8 points by default), lined up at `alignment`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/hstack>
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views on top of each other (`ZStack`), later ones in front, lined up at `alignment`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/zstack>
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// A `VStack` that makes its views as they scroll into sight on iOS; here, all at once.
public typealias LazyVStack = VStack

/// An `HStack` that makes its views as they scroll into sight on iOS; here, all at once.
public typealias LazyHStack = HStack

extension VStack: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [StackNode.resolving(content, axis: .vertical, alignment: alignment.fraction, spacing: spacing, context)]
    }
}

extension HStack: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [StackNode.resolving(content, axis: .horizontal, alignment: alignment.fraction, spacing: spacing, context)]
    }
}

extension StackNode {
    /// A stack of `content`'s views, resolved with the stack's axis (for its spacers).
    static func resolving(
        _ content: some View, axis: Axis, alignment: CGFloat, spacing: CGFloat?, _ context: ResolveContext
    ) -> StackNode {
        var inner = context
        inner.stackAxis = axis
        return StackNode(axis: axis, alignment: alignment, spacing: spacing, children: Resolver.nodes(content, inner))
    }
}

extension ZStack: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.stackAxis = nil
        return [OverlayNode(alignment: alignment, children: Resolver.nodes(content, inner))]
    }
}
