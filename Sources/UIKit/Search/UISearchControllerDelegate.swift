import Foundation

/// What a search controller tells its delegate around its activation (Apple,
/// `UISearchControllerDelegate`). Every method is optional on iOS; here each has a default
/// that does nothing. `presentSearchController(_:)` is called instead of the system's own
/// presentation when the delegate implements it — ViewLab draws no presentation of its own, so
/// it is only told.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
