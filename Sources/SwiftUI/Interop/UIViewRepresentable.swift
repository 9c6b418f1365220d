import UIKit

/// A SwiftUI view that shows a UIKit view (`UIViewRepresentable`): SwiftUI calls
/// `makeCoordinator()` and `makeUIView(context:)` once, when the view enters the tree,
/// `updateUIView(_:context:)` then and after every change of the state it reads, and
/// `dismantleUIView(_:coordinator:)` when it leaves. Its size is `sizeThatFits(_:uiView:context:)`
/// (iOS 16) when that gives one, else the UIKit view's intrinsic size and its
/// hugging and compression priorities decide (`representedSize(of:_:)`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uiviewrepresentable>
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given (`UIViewRepresentableContext`): its coordinator,
/// the transaction of the update and the environment.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext>
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The size of a UIKit view shown in SwiftUI for a proposal, dimension by dimension, from its
/// intrinsic content size and its Auto Layout priorities, as SwiftUI sizes a representable's view
/// (the widely reproduced observation behind "set the content hugging priority to make a
/// representable hug its content"): with no intrinsic size, or with no proposal, the proposal
/// (10 points when unspecified) or the intrinsic size; offered more than its intrinsic size, the
/// view grows unless its content hugging priority is above `.defaultLow`; offered less, it shrinks
/// unless its compression resistance is `.required`.
@MainActor
func representedSize(of view: UIView, _ proposal: ProposedViewSize) -> CGSize {
    let intrinsic = view.intrinsicContentSize
    func length(_ axis: NSLayoutConstraint.Axis, _ intrinsic: CGFloat, _ offered: CGFloat?) -> CGFloat {
        guard intrinsic != UIView.noIntrinsicMetric else { return offered ?? 10 }
        guard let offered else { return intrinsic }
        if offered > intrinsic {
            return view.contentHuggingPriority(for: axis) > .defaultLow ? intrinsic : offered
        }
        return view.contentCompressionResistancePriority(for: axis) == .required ? intrinsic : offered
    }
    return CGSize(
        width: length(.horizontal, intrinsic.width, proposal.width),
        height: length(.vertical, intrinsic.height, proposal.height))
}

extension Resolver {
    static func representableNode<R: UIViewRepresentable>(_ representable: R, _ context: ResolveContext) -> LayoutNode {
        let key = context.path + "/" + String(describing: R.self)
        let host = context.host
        let record: RepresentableRecord
        if let kept = host.representable(key), kept.type == ObjectIdentifier(R.self) {
            record = kept
        } else {
            let coordinator = representable.makeCoordinator()
            let making = R.Context(
                coordinator: coordinator, transaction: Transaction(), environment: context.environment)
            let view = representable.makeUIView(context: making)
            record = RepresentableRecord(type: ObjectIdentifier(R.self), view: view, coordinator: coordinator) {
                view.removeFromSuperview()
                R.dismantleUIView(view, coordinator: coordinator)
            }
            host.keep(record, at: key)
        }
        let view = record.view as! R.UIViewType
        let representableContext = R.Context(
            coordinator: record.coordinator as! R.Coordinator, transaction: Transaction(),
            environment: context.environment)
        representable.updateUIView(view, context: representableContext)
        return LeafNode(view: view) { proposal in
            representable.sizeThatFits(proposal, uiView: view, context: representableContext)
                ?? representedSize(of: view, proposal)
        }
    }
}
