import Foundation

/// What a collection view tells ahead of time about the items it will soon need, so their data can
/// be loaded early (`UICollectionView.prefetchDataSource`; Apple: "the collection view calls these
/// methods asynchronously as the user scrolls"). ViewLab does not scroll by itself, so it never
/// asks: the items a preview shows are made when they are shown, as on iOS without prefetching.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading the data of the items at `indexPaths`.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading the data of items that will not be needed after all (optional on iOS).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
