import UIKit

/// A container whose content is made from its own size (`GeometryReader`): it takes all the
/// space it is offered and places its content at its top-leading corner (iOS 14 and later).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/geometryreader>
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

/// The size and place of a `GeometryReader` (`GeometryProxy`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/geometryproxy>
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect

    /// The reader's frame in a coordinate space: its own (origin zero) or the hosting view's.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : globalFrame
    }

    /// An anchor's rectangle in the reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(globalFrame.origin) }
}

/// A coordinate space (`CoordinateSpace`).
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

extension View {
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

extension View {
    /// Runs `action` with a value of the view's geometry when it changes, and first when the view
    /// is placed (`onGeometryChange(for:of:action:)`, iOS 18).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        wrapped { node, context in
            PlacementNode(child: node) { frame, origin in
                let proxy = GeometryProxy(
                    size: frame.size, safeAreaInsets: EdgeInsets(),
                    globalFrame: CGRect(origin: origin, size: frame.size))
                context.host.onChange(context.path + "#geometry", transform(proxy), initial: true) { _, new in
                    action(new)
                }
            }
        }
    }
}

/// A node that reports where its content is placed: its frame in its parent and its origin in
/// the hosting view.
final class PlacementNode: WrapperNode {
    let placed: (CGRect, CGPoint) -> Void

    init(child: LayoutNode, placed: @escaping (CGRect, CGPoint) -> Void) {
        self.placed = placed
        super.init(child: child)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let host = sequence(first: view as UIView?, next: { $0?.superview }).compactMap { $0 as? HostingView }.first
        placed(frame, host.map { view.convert(CGPoint.zero, to: $0) } ?? frame.origin)
    }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = ContainerView()
        var placed: LayoutNode?
        let content = self.content
        return [
            LeafNode(view: view, measure: { $0.replacingUnspecifiedDimensions() }) { frame in
                placed?.view.removeFromSuperview()
                let origin = view.superview.map { _ in view.convert(CGPoint.zero, to: context.host) } ?? frame.origin
                let proxy = GeometryProxy(
                    size: frame.size, safeAreaInsets: EdgeInsets(),
                    globalFrame: CGRect(origin: origin, size: frame.size))
                var inner = context.child("geometry")
                inner.stackAxis = nil
                let node = Resolver.group(Resolver.nodes(content(proxy), inner))
                view.addSubview(node.view)
                node.place(in: CGRect(origin: .zero, size: node.sizeThatFits(ProposedViewSize(frame.size))))
                placed = node
            }
        ]
    }
}
