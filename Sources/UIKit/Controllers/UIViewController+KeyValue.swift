import Foundation

/// Key-value coding on view controllers, as `NSObject`'s gives it on iOS: the controller's own
/// properties by their Objective-C names (`title`, `view`, `preferredContentSize`,
/// `modalPresentationStyle` as its number), the properties of a subclass exposed to Objective-C
/// (`@objc var`, which the source bridge registers as selectors), and for an alert controller the
/// `contentViewController` components set to embed their own controller, and for a tab bar
/// controller its `tabBar` (a custom bar made in code). Unknown keys print one
/// error line and are ignored (UIKit raises `NSUnknownKeyException`).
extension UIViewController {
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "title": title = value as? String
        case "view": view = value as? UIView
        case "preferredContentSize": if let size = value as? CGSize { preferredContentSize = size }
        case "contentViewController" where self is UIAlertController:
            (self as! UIAlertController).contentViewController = value as? UIViewController
        case "tabBar" where self is UITabBarController:
            guard let bar = value as? UITabBar else { return unknownKey(key) }
            (self as! UITabBarController).replaceTabBar(with: bar)
        default:
            if case .returned = Selector.setter(forKey: key).send(to: self, arguments: [value]) { return }
            unknownKey(key)
        }
    }

    public func value(forKey key: String) -> Any? {
        switch key {
        case "title": return title
        case "view": return view
        case "preferredContentSize": return preferredContentSize
        case "modalPresentationStyle": return modalPresentationStyle.rawValue
        case "contentViewController" where self is UIAlertController:
            return (self as! UIAlertController).contentViewController
        default:
            if case .returned(let value) = Selector(key).send(to: self) { return value }
            unknownKey(key)
            return nil
        }
    }

    private func unknownKey(_ key: String) {
        UIView.report(.invalidArgument, "\(type(of: self)) is not key value coding-compliant for the key \"\(key)\"")
    }
}
