import Foundation

extension UIContentSizeCategory {
    /// Posted when the user's text size changes (Apple: `UIContentSizeCategory.didChangeNotification`,
    /// object the application, user info `newValueUserInfoKey`). ViewLab posts it when the stage's
    /// text size changes (the shell's `:textsize`, a preview's `.viewlabContentSize`).
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category (a `UIContentSizeCategory`).
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
