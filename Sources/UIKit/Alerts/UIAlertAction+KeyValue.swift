import Foundation

/// Key-value coding of an alert action, as components reach the keys UIKit's `UIAlertAction`
/// answers beyond its public API: `"image"` (an image drawn before the title in the button,
/// `action.setValue(image, forKey: "image")`), `"titleTextColor"` (the title's colour) and
/// `"checked"` (kept; ViewLab draws no checkmark) — a widely reproduced use of `NSObject`'s
/// KVC on UIKit's `_image`, `_titleTextColor` and `_checked` ivars; `"title"`, `"style"` and
/// `"enabled"` answer the public properties. Unknown keys or wrongly typed values print one error
/// line and are ignored (UIKit raises `NSUnknownKeyException`).
extension UIAlertAction {
    public func value(forKey key: String) -> Any? {
        switch key {
        case "title": return title
        case "style": return style.rawValue
        case "enabled", "isEnabled": return isEnabled
        case "image": return image
        case "titleTextColor": return titleTextColor
        case "checked": return isChecked
        default:
            UIView.report(
                .invalidArgument,
                "UIAlertAction.value(forKey:): this class is not key value coding-compliant for the key \"\(key)\"")
            return nil
        }
    }

    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "image" where value == nil || value is UIImage: image = value as? UIImage
        case "titleTextColor" where value == nil || value is UIColor: titleTextColor = value as? UIColor
        case "checked" where value is Bool: isChecked = value as! Bool
        case "enabled" where value is Bool, "isEnabled" where value is Bool: isEnabled = value as! Bool
        case "image", "titleTextColor", "checked", "enabled", "isEnabled":
            UIView.report(
                .invalidArgument,
                "UIAlertAction.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a valid \"\(key)\"; ignored"
            )
        default:
            UIView.report(
                .invalidArgument,
                "UIAlertAction.setValue(_:forKey:): this class is not key value coding-compliant for the key \"\(key)\"; ignored"
            )
        }
    }
}
