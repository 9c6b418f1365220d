import CoreGraphics

/// A layout guide that follows the software keyboard (UIKit's `UIKeyboardLayoutGuide`, iOS 15;
/// `view.keyboardLayoutGuide`). Apple, "Adjusting your layout with keyboard layout guide" and
/// WWDC23 "Keep up with the keyboard": the guide follows the keyboard when it is on screen and
/// docked, and uses the bottom safe area when it is off screen — so a view pinned to
/// `keyboardLayoutGuide.topAnchor` sits on the keyboard, or on the safe area's bottom edge.
///
/// Its frame, in the owning view's coordinates: the view's width, from the keyboard's top (or
/// the safe area's bottom when the keyboard is hidden) to the view's bottom.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard (iOS's default false). There is no undocked
    /// keyboard in ViewLab: kept, not read.
    open var followsUndockedKeyboard = false
    /// Whether the guide uses the bottom safe area when the keyboard is hidden (default true).
    open var usesBottomSafeArea = true

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView)
    }

    /// The top follows the keyboard's top (converted from the window), else the safe area's bottom.
    static func keyboardFrame(in view: UIView, usesBottomSafeArea: Bool) -> CGRect {
        let b = view.bounds
        var top = b.maxY - (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
        if let window = view.window, let keyboard = window.keyboardFrame {
            top = min(b.maxY, max(b.minY, view.convert(CGPoint(x: 0, y: keyboard.minY), from: window).y))
        }
        return CGRect(x: b.minX, y: top, width: b.width, height: b.maxY - top)
    }
}

extension UIView {
    /// The guide that follows the software keyboard (the same object each time).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = autoLayout
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        state.keyboardGuide = guide
        return guide
    }
}
