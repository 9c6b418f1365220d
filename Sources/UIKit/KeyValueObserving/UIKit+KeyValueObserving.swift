import CoreGraphics
import QuartzCore

/// UIKit's key-value observable properties, in one place: the key each setter notifies under
/// (`notifyingObservers(ofKey:)`) and the key path from the observed class that reads it. Each
/// class's `keyValueObservingKeyPaths` adds its table, generic over `Root` so the key paths are
/// rooted where `observe(\.contentOffset)` forms them (`\MyScrollView.contentOffset` is not
/// `\UIScrollView.contentOffset`).
///
/// Apple: "the classes of the UIKit framework generally do not support KVO" (*Key-Value
/// Observing Programming Guide*, Introduction), yet on iOS automatic KVO wraps any `@objc`
/// setter, so code observes exactly these, and they notify whenever their setter runs, whoever
/// calls it. Setting one property does not notify the observers of another it affects: setting
/// `center` or `bounds` does not notify `frame` observers (a widely reproduced observation,
/// Stack Overflow "UIView KVO: Why don't changes to center cause KVO notifications for frame?");
/// setting `frame` goes through `center` and `bounds`, which notify their own observers.
/// `isHidden`, `isEnabled`, `isSelected` and `isHighlighted` are keyed by their Objective-C
/// names (`hidden`, `enabled`…), as `#keyPath(UIView.isHidden)` gives `"hidden"` on iOS.
enum UIKitKeyValueObserving {
    @MainActor static func keyPaths<Root: UIView>(_: Root.Type) -> [String: AnyKeyPath] {
        [
            "frame": \Root.frame, "bounds": \Root.bounds, "center": \Root.center, "transform": \Root.transform,
            "alpha": \Root.alpha, "hidden": \Root.isHidden, "backgroundColor": \Root.backgroundColor,
        ]
    }

    @MainActor static func keyPaths<Root: UIScrollView>(_: Root.Type) -> [String: AnyKeyPath] {
        ["contentOffset": \Root.contentOffset, "contentSize": \Root.contentSize, "contentInset": \Root.contentInset]
    }

    @MainActor static func keyPaths<Root: UILabel>(_: Root.Type) -> [String: AnyKeyPath] { ["text": \Root.text] }

    @MainActor static func keyPaths<Root: UITextField>(_: Root.Type) -> [String: AnyKeyPath] { ["text": \Root.text] }

    @MainActor static func keyPaths<Root: UIControl>(_: Root.Type) -> [String: AnyKeyPath] {
        ["enabled": \Root.isEnabled, "selected": \Root.isSelected, "highlighted": \Root.isHighlighted]
    }

    @MainActor static func keyPaths<Root: UIViewController>(_: Root.Type) -> [String: AnyKeyPath] {
        ["preferredContentSize": \Root.preferredContentSize]
    }
}

extension UIResponder: KeyValueObservingCompliant {}
