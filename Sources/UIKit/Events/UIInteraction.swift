/// An object added to a view to give it a behaviour (`UIView.addInteraction(_:)`), such as a
/// `UIPointerInteraction`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to (or removed from, with nil) a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was added to (or removed from, with nil) a view.
    func didMove(to view: UIView?)
}
