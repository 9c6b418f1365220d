import CoreGraphics

/// The default padding: 16 points on each edge, as iOS gives `padding()` between most content.
let defaultPadding: CGFloat = 16

extension View {
    /// Insets the view (`padding(_:_:)`): on `edges`, by `length`, or 16 points when none is given.
    ///
    /// Apple: <https://developer.apple.com/documentation/swiftui/view/padding(_:_:)>
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { PaddingNode(child: $0, insets: insets) }
    }

    /// A frame of fixed dimensions (`frame(width:height:alignment:)`).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { FrameNode(child: $0, width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`);
    /// `maxWidth: .infinity` fills the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        wrapped {
            FlexibleFrameNode(
                child: $0, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
        }
    }

    /// The view at its ideal size in both dimensions (`fixedSize()`).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
    }

    /// Which children of a stack are offered space first (`layoutPriority(_:)`).
    public func layoutPriority(_ value: Double) -> some View {
        wrapped { node, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// Draws the view moved (`offset(x:y:)`), without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func offset(_ offset: CGSize) -> some View { wrapped { OffsetNode(child: $0, offset: offset) } }

    /// Keeps the proportions of a flexible view (`aspectRatio(_:contentMode:)`): the largest
    /// rectangle of that ratio that fits (`.fit`) or fills (`.fill`) the proposal.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { AspectRatioNode(child: $0, ratio: aspectRatio, contentMode: contentMode) }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / max(aspectRatio.height, 1e-9), contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Safe areas are not inset in ViewLab's hosting view; the view is returned as is.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}

/// How content fills a space of another shape (`ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// The kinds of safe area (`SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `aspectRatio(_:contentMode:)`: the proposal reduced (`.fit`) or grown (`.fill`) to the ratio
/// (the child's own, from its ideal size, when none is given), offered to the child.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    private func proposal(_ offered: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0 else { return offered }
        let size = offered.replacingUnspecifiedDimensions(by: ideal)
        let byWidth = CGSize(width: size.width, height: size.width / ratio)
        let byHeight = CGSize(width: size.height * ratio, height: size.height)
        let fits = byWidth.height <= size.height
        return ProposedViewSize(contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(self.proposal(proposal)) }

    override func place(in frame: CGRect) {
        view.frame = frame
        let size = child.sizeThatFits(proposal(ProposedViewSize(frame.size)))
        child.place(
            in: CGRect(
                origin: Alignment.center.origin(of: size, in: CGRect(origin: .zero, size: frame.size)), size: size))
    }
}
