import CoreGraphics
import Foundation

/// A button shown when a table row is swiped, from the delegate's
/// `tableView(_:editActionsForRowAt:)` (iOS 8; deprecated in iOS 13 for `UIContextualAction`,
/// still in the SDK and in code). The first action of the array sits at the trailing edge; a tap
/// calls `handler` with the action and the row's index path. Its background defaults by style:
/// `systemRed` for `.default`/`.destructive`, `systemGray` for `.normal`.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// `.destructive` is `.default` (Apple: "destructive … same as default").
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        public static var destructive: Style { .default }
    }

    public let style: Style
    open var title: String?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void
    private var storedBackgroundColor: UIColor?

    public init(
        style: UITableViewRowAction.Style, title: String?,
        handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The button's colour (default by style).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .normal ? .systemGray : .systemRed) }
        set { storedBackgroundColor = newValue }
    }

    /// The contextual action a swipe shows for it, calling `handler` with `indexPath`.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) {
            [self] _, _, done in
            handler(self, indexPath)
            done(true)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
