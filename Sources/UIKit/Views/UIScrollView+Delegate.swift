/// The scroll view's `delegate`, declared so that its subclasses can redeclare it narrower.
///
/// On iOS, `UITableView`, `UICollectionView` and `UITextView` redeclare `UIScrollView`'s delegate
/// with their own protocol (UITableView.h: `@property (nonatomic, weak, nullable)
/// id <UITableViewDelegate> delegate;`), and the Swift interface shows it as `weak open var
/// delegate: (any UITableViewDelegate)?` on the table — so `tableView.delegate?.tableView?(…)`
/// type-checks, and a subclass may `override weak var delegate: UITableViewDelegate?`.
/// Objective-C allows the narrower type; a Swift class cannot narrow a read-write property it
/// inherits. So `UIScrollView`'s `delegate` is declared here, in an extension of a protocol
/// every scroll view conforms to, which the subclasses' own `delegate` shadows: through a
/// reference typed `UIScrollView` it is `UIScrollViewDelegate?`, through a table it is
/// `UITableViewDelegate?`, and both read and write the same object (the subclass's setter keeps
/// `scrollDelegate`, which the scroll view calls, in step).
///
/// A difference from iOS (Docs/uikit.md): a direct `UIScrollView` subclass's own
/// `override var delegate: UIScrollViewDelegate?` is not an override here (the source bridge drops
/// the word, `ScrollViewDelegateOverridePass`), so it is not called through a reference typed
/// `UIScrollView`.
public protocol UIScrollViewDelegateSlot: UIScrollView {}

extension UIScrollView: UIScrollViewDelegateSlot {}

extension UIScrollViewDelegateSlot {
    /// The delegate (weak, as in UIKit): told of scrolling, dragging and zooming.
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { setScrollDelegate(newValue) }
    }
}

extension UIScrollView {
    /// For a subclass's narrower `delegate` (`UITableView`'s): `scrollView.delegate = object`
    /// sets it through `set` when the object adopts the narrower protocol `D` (nil otherwise), and
    /// keeps the object for the scroll view's own calls either way, as Objective-C stores any
    /// object without checking its type.
    func setNarrowDelegate<D>(_ delegate: UIScrollViewDelegate?, set: (D?) -> Void) {
        set(delegate as? D)
        scrollDelegate = delegate
    }

    /// The subclass's `delegate` changed: the scroll view calls the same object, then `then` runs
    /// (a table reloads, a collection view lays out again).
    func narrowDelegateDidChange(_ delegate: UIScrollViewDelegate?, then: () -> Void) {
        scrollDelegate = delegate
        then()
    }
}
