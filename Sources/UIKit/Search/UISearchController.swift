import Foundation

/// A view controller that manages a search bar and tells an updater what to show (Apple,
/// `UISearchController`, iOS 8). Its `searchBar` goes where the app puts it — a table's
/// `tableHeaderView`, a `titleView`, or `navigationItem.searchController` (iOS 11).
///
/// Activation as Apple documents it: the controller becomes active when the user starts editing
/// its search bar or when code sets `isActive = true`, and inactive on the bar's Cancel button
/// or `isActive = false`. Around each change the delegate hears `willPresentSearchController` /
/// `didPresentSearchController` (or `…Dismiss…`); `searchResultsUpdater` is asked to update when
/// the bar becomes first responder, on every change of its text, and on deactivation (Cancel
/// clears the text first). While active the bar shows its Cancel button
/// (`automaticallyShowsCancelButton`, iOS 13).
///
/// Not drawn: the presentation itself — the dimmed (`obscuresBackgroundDuringPresentation`)
/// background, the navigation bar sliding away (`hidesNavigationBarDuringPresentation`) and the
/// results controller's view are recorded, not shown; the search bar is drawn where it is.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller whose view shows the results, or nil to show them in the searched view.
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results (see the class's description).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told about activation.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the searched content is obscured while active (default true; iOS 9.1).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while active (default true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows its Cancel button while active (default true; iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows automatically once there is text (default true; iOS 13).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view is shown (iOS 13).
    open var showsSearchResultsController = false
    /// Whether the bar's scope buttons show automatically while active (default true; iOS 13).
    open var automaticallyShowsScopeBar = true

    /// The old name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// The search bar (made once, on first use).
    open private(set) lazy var searchBar: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.Metrics.height))
        bar.sizeToFit()
        bar.searchController = self
        return bar
    }()

    private var active = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the search is active; setting it presents or dismisses the search (see above).
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
            if searchBar.searchTextField.isFirstResponder { _ = searchBar.resignFirstResponder() }
            searchResultsUpdater?.updateSearchResults(for: self)
            delegate?.didDismissSearchController(self)
        }
    }

    // MARK: - What the search bar reports

    func searchBarDidBeginEditing() {
        if active {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            setActive(true)
        }
    }

    func searchBarTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false)
    }
}
