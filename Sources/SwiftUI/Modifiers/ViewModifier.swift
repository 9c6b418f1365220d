/// A modifier that makes a new view from a view (`ViewModifier`), applied with `modifier(_:)`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/viewmodifier>
@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// The view a modifier is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let nodes: (ResolveContext) -> [LayoutNode]
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes(context) }
}

/// A view with a modifier applied (`ModifiedContent`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/modifiedcontent>
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let primitive = modifier as? NodeModifier {
            var inner = context
            primitive.environment?(&inner.environment)
            primitive.context?(&inner)
            let nodes = Resolver.nodes(content, inner.child("m"))
            guard let wrap = primitive.wrap else { return nodes }
            return [wrap(Resolver.group(nodes), inner)]
        }
        let inner = context.child(String(describing: Modifier.self))
        context.host.install(modifier, inner)
        let content = self.content
        let wrapped = _ViewModifier_Content<Modifier> { Resolver.nodes(content, $0.child("c")) }
        return Resolver.nodes(modifier.body(content: wrapped), inner)
    }
}

/// A modifier the hosting view applies itself: it changes the environment of the content, and
/// wraps the content's node (a frame, padding, background, an action).
struct NodeModifier: ViewModifier {
    typealias Body = Never
    var environment: ((inout EnvironmentValues) -> Void)?
    /// Changes the rest of the content's context (the preference collectors).
    var context: (@MainActor (inout ResolveContext) -> Void)?
    var wrap: (@MainActor (LayoutNode, ResolveContext) -> LayoutNode)?

    init(
        environment: ((inout EnvironmentValues) -> Void)? = nil,
        context: (@MainActor (inout ResolveContext) -> Void)? = nil,
        wrap: (@MainActor (LayoutNode, ResolveContext) -> LayoutNode)?
    ) {
        self.environment = environment
        self.context = context
        self.wrap = wrap
    }
}

extension View {
    /// The view with its content's node wrapped.
    func wrapped(_ wrap: @escaping @MainActor (LayoutNode, ResolveContext) -> LayoutNode) -> some View {
        modifier(NodeModifier(environment: nil, wrap: wrap))
    }

    /// The view with its content's node wrapped, the context not needed.
    func wrapped(_ wrap: @escaping @MainActor (LayoutNode) -> LayoutNode) -> some View {
        wrapped { node, _ in wrap(node) }
    }

    /// The view with its environment changed.
    func transformingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(NodeModifier(environment: change, wrap: nil))
    }

    /// The view with its node's UIKit view changed once placed (opacity, corners, shadow).
    func styled(_ style: @escaping @MainActor (UIView) -> Void) -> some View {
        wrapped { node, _ in
            let wrapper = WrapperNode(child: node)
            style(wrapper.view)
            return wrapper
        }
    }
}
