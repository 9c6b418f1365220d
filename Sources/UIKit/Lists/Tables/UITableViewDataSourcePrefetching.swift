import Foundation

/// What a table view tells ahead of time about the rows it will soon need
/// (`UITableView.prefetchDataSource`), the counterpart of `UICollectionViewDataSourcePrefetching`;
/// never asked in ViewLab either.
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Starts loading the data of the rows at `indexPaths`.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stops loading the data of rows that will not be needed after all (optional on iOS).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
