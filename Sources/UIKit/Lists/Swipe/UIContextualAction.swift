import CoreGraphics
import Foundation

/// One button shown when a row is swiped (`UIContextualAction`, iOS 11): a title and/or an image
/// on a coloured background. Tapping it calls `handler` with the action, the view that shows it
/// and a completion to call with whether the action was performed (the actions hide then).
/// The background defaults by style (Apple, `backgroundColor`: "the default value … is
/// determined by the value of the style property"): `systemRed` for `.destructive`, `systemGray`
/// for `.normal` (iOS 17).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal = 0, destructive }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    public let handler: Handler
    open var image: UIImage?
    private var storedBackgroundColor: UIColor?

    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The button's colour (default by style).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
}

/// The actions a swipe on a row reveals (`UISwipeActionsConfiguration`, iOS 11), first action
/// nearest the edge the swipe started from; with `performsFirstActionWithFullSwipe` (default
/// true) a full swipe performs the first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
