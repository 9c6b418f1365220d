import Foundation

/// The object a search controller asks to update its results (Apple, `UISearchResultsUpdating`):
/// "called when the search bar becomes the first responder or when the user makes changes inside
/// the search bar" — and when the controller becomes active or inactive in code.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
