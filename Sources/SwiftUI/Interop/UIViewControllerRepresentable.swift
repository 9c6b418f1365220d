import UIKit

/// A SwiftUI view that shows a UIKit view controller (`UIViewControllerRepresentable`): made,
/// updated and dismantled as a `UIViewRepresentable`'s view is; its view is shown, and the
/// controller becomes a child of the hosting controller.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable>
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
        -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
        -> CGSize?
    {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a controller representable's methods are given (`UIViewControllerRepresentableContext`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext>
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

extension Resolver {
    static func controllerNode<R: UIViewControllerRepresentable>(_ representable: R, _ context: ResolveContext)
        -> LayoutNode
    {
        let key = context.path + "/" + String(describing: R.self)
        let host = context.host
        let record: RepresentableRecord
        let controller: R.UIViewControllerType
        if let kept = host.representable(key), kept.type == ObjectIdentifier(R.self),
            let keptController = kept.coordinator as? ControllerRecord
        {
            record = kept
            controller = keptController.controller as! R.UIViewControllerType
        } else {
            let coordinator = representable.makeCoordinator()
            let made = representable.makeUIViewController(
                context: R.Context(
                    coordinator: coordinator, transaction: Transaction(), environment: context.environment))
            host.controller?.addChild(made)
            let view = made.view!
            record = RepresentableRecord(
                type: ObjectIdentifier(R.self), view: view,
                coordinator: ControllerRecord(controller: made, coordinator: coordinator)
            ) {
                made.willMove(toParent: nil)
                view.removeFromSuperview()
                made.removeFromParent()
                R.dismantleUIViewController(made, coordinator: coordinator)
            }
            host.keep(record, at: key)
            made.didMove(toParent: host.controller)
            controller = made
        }
        let coordinator = (record.coordinator as! ControllerRecord).coordinator as! R.Coordinator
        let representableContext = R.Context(
            coordinator: coordinator, transaction: Transaction(), environment: context.environment)
        representable.updateUIViewController(controller, context: representableContext)
        let view = record.view
        return LeafNode(view: view) { proposal in
            representable.sizeThatFits(proposal, uiViewController: controller, context: representableContext)
                ?? representedSize(of: view, proposal)
        }
    }
}

/// A represented controller and its coordinator.
struct ControllerRecord {
    let controller: UIViewController
    let coordinator: Any
}
