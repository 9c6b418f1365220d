import CoreGraphics

/// Flexible space that grows along the axis of the stack it is in (`Spacer`), down to
/// `minLength` (8 points by default, the stack's spacing); outside a stack, in both axes.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/spacer>
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(minLength: minLength, axis: context.stackAxis)]
    }
}
