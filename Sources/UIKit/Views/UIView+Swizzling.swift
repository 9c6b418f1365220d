import ObjCRuntime

/// The UIView methods that method swizzling (`method_exchangeImplementations`,
/// `class_replaceMethod`…, see ObjCRuntime's `MethodSwizzling`) can exchange with a method of the
/// user's extension, as libraries do to run their code inside every view's layout or trait change
/// (SkeletonView relayouts its skeleton layers from a swizzled `layoutSubviews`). On iOS these are
/// entries of `UIView`'s method list; here each consults the swizzling table first
/// (`MethodSwizzling.run`), and its native code is registered under its selector, so that the
/// swapped-in method's call of itself runs it. Also `UITableView`'s `reloadData`/`endUpdates` and
/// `UICollectionView`'s `reloadData`, which empty-state libraries swap to learn that a list
/// reloaded (DZNEmptyDataSet's idiom).
extension UIView {
    /// Registers the native code of the swizzlable methods (once, from the first initialiser).
    static let installSwizzlableMethods: Void = {
        MethodSwizzling.registerNative(UIView.self, "layoutSubviews") { object, _ in
            (object as? UIView)?.layoutSubviewsImpl()
            return nil
        }
        MethodSwizzling.registerNative(UIView.self, "traitCollectionDidChange:") { _, _ in nil }
        MethodSwizzling.registerNative(UITableView.self, "reloadData") { object, _ in
            (object as? UITableView)?.setNeedsReload()
            return nil
        }
        MethodSwizzling.registerNative(UITableView.self, "endUpdates") { object, _ in
            (object as? UITableView)?.endUpdatesImpl()
            return nil
        }
        MethodSwizzling.registerNative(UICollectionView.self, "reloadData") { object, _ in
            (object as? UICollectionView)?.reloadAllItems()
            return nil
        }
    }()
}
