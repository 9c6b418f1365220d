/// A table cell is its own gesture recognizers' delegate candidate, as on iOS
/// (`UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>` in UIKit's header), so a
/// swipeable cell can write `pan.delegate = self`. `gestureRecognizerShouldBegin(_:)` is UIView's
/// (open, so a cell overrides it); the other methods keep the protocol's defaults.
extension UITableViewCell: UIGestureRecognizerDelegate {}
