import Foundation

/// A button of an alert or action sheet: a title, a style and what tapping it does (the handler
/// runs once the alert is dismissed, as on iOS).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    /// Set through key-value coding (`UIAlertAction+KeyValue`): drawn by the alert's button.
    var image: UIImage?
    var titleTextColor: UIColor?
    var isChecked = false

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
