import CoreGraphics
import Foundation

/// The edit menu (Cut, Copy, Paste…) shown over a selection (Apple, UIMenuController
/// documentation; deprecated in iOS 16 for `UIEditMenuInteraction`). ViewLab has no edit menu:
/// the shared controller records what code asks of it and posts UIKit's notifications, so code
/// that positions or hides the menu runs; nothing is drawn.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// The app's only menu controller.
    public static let shared = UIMenuController()

    public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = NSNotification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = NSNotification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")

    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0, up, down, left, right
    }

    private var target: (rect: CGRect, view: UIView?) = (.zero, nil)

    /// Whether the menu is shown (set by `showMenu(from:rect:)` and `hideMenu()`).
    open private(set) var isMenuVisible = false
    open var arrowDirection: ArrowDirection = .default
    /// Custom items appended to the system's (recorded).
    open var menuItems: [UIMenuItem]?
    /// The rectangle the menu points at, in the target view's coordinates, as last set.
    open var menuFrame: CGRect { target.rect }

    /// Shows the menu pointing at `targetRect` of `targetView` (recorded; nothing is drawn).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        target = (targetRect, targetView)
        NotificationCenter.default.post(name: UIMenuController.willShowMenuNotification, object: self)
        isMenuVisible = true
        NotificationCenter.default.post(name: UIMenuController.didShowMenuNotification, object: self)
    }

    /// Hides the menu.
    open func hideMenu() {
        guard isMenuVisible else { return }
        NotificationCenter.default.post(name: UIMenuController.willHideMenuNotification, object: self)
        isMenuVisible = false
        NotificationCenter.default.post(name: UIMenuController.didHideMenuNotification, object: self)
    }

    /// The pre-iOS 13 pair of `showMenu(from:rect:)`.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { target = (targetRect, targetView) }

    /// The pre-iOS 13 way to show or hide the menu.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible, let view = target.view {
            showMenu(from: view, rect: target.rect)
        } else if !menuVisible {
            hideMenu()
        }
    }

    /// Recomputes the menu's items (nothing to do).
    open func update() {}
}

/// A custom item of the edit menu: a title and the action sent up the responder chain (recorded).
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
