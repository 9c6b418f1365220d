import UIKit

/// A scrollable view (`ScrollView`): its content is offered no limit along the scrolling axes
/// and shown from the top-leading corner, clipped to the space the scroll view takes (all it is
/// offered). ViewLab draws it unscrolled, with no scroll indicators.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/scrollview>
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.stackAxis = nil
        let child = Resolver.group(Resolver.nodes(content, inner.child("scroll")))
        let view = ContainerView()
        view.clipsToBounds = true
        view.addSubview(child.view)
        let axes = self.axes
        func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
            ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
        }
        return [
            LeafNode(
                view: view,
                measure: { proposal in
                    let size = child.sizeThatFits(offer(proposal))
                    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
                }
            ) { frame in
                child.place(in: CGRect(origin: .zero, size: child.sizeThatFits(offer(ProposedViewSize(frame.size)))))
            }
        ]
    }
}
