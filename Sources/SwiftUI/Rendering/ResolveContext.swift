import UIKit

/// Where a view is being resolved: the hosting view that keeps its state, the environment it
/// reads, the preference collectors above it, its structural identity (a path through the view tree, as SwiftUI identifies views by
/// their place) and the axis of the stack it is in (a `Spacer` expands along it).
@MainActor
struct ResolveContext {
    unowned let host: HostingView
    var environment: EnvironmentValues
    var path: String
    var stackAxis: Axis?
    /// The `onPreferenceChange` collectors above this view, by key type.
    var preferenceCollectors: [ObjectIdentifier: AnyObject] = [:]

    func child(_ component: String) -> ResolveContext {
        var copy = self
        copy.path += "/" + component
        return copy
    }
}

/// A view the hosting view lays out itself (stacks, text, colours, containers of views).
@MainActor
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

/// Turns views into layout nodes: primitives make theirs, representables make or update their
/// UIKit view, and any other view is its `body`, evaluated once its state and environment are in
/// place (`DynamicProperty`).
@MainActor
enum Resolver {
    static func nodes(_ view: any View, _ context: ResolveContext) -> [LayoutNode] {
        if let primitive = view as? PrimitiveView { return primitive.makeNodes(context) }
        if let representable = view as? any UIViewRepresentable {
            context.host.install(representable, context)
            return [representableNode(representable, context)]
        }
        if let representable = view as? any UIViewControllerRepresentable {
            context.host.install(representable, context)
            return [controllerNode(representable, context)]
        }
        return composite(view, context)
    }

    private static func composite<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
        guard V.Body.self != Never.self else { return [] }
        let inner = context.child(String(describing: V.self))
        context.host.install(view, inner)
        return nodes(view.body, inner)
    }

    /// One node for a view: several are stacked vertically, as a view's content with no container
    /// of its own is laid out.
    static func single(_ view: any View, _ context: ResolveContext) -> LayoutNode {
        group(nodes(view, context))
    }

    static func group(_ nodes: [LayoutNode]) -> LayoutNode {
        switch nodes.count {
        case 0: return LeafNode(view: ContainerView()) { _ in .zero }
        case 1: return nodes[0]
        default: return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: nodes)
        }
    }
}

extension TupleView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        children.enumerated().flatMap { Resolver.nodes($0.element, context.child("\($0.offset)")) }
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): return Resolver.nodes(view, context.child("t"))
        case .falseContent(let view): return Resolver.nodes(view, context.child("f"))
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        map { Resolver.nodes($0, context.child("some")) } ?? []
    }
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Resolver.nodes(content, context) }
}

extension AnyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        Resolver.nodes(wrapped, context.child(String(describing: type(of: wrapped))))
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        views.flatMap { Resolver.nodes($0.view, context.child("\($0.id)")) }
    }
}
