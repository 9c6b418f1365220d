import Foundation

/// Right-to-left API. As UIKit documents for `userInterfaceLayoutDirection(for:)`: `.playback`,
/// `.spatial` and `.forceLeftToRight` are left to right, `.forceRightToLeft` is right to left, and
/// `.unspecified` follows the direction it is relative to (the application's, or — for a view's
/// `effectiveUserInterfaceLayoutDirection` — the view's trait collection, which `:rtl on` and the
/// `.viewlabLayoutDirection(.rightToLeft)` preview trait set).
extension UIView {
    /// The layout direction a view with `attribute` uses in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction a view with `semanticContentAttribute` uses relative to `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The direction the view lays out its content in: its `semanticContentAttribute` applied to
    /// its trait collection's layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }
}
