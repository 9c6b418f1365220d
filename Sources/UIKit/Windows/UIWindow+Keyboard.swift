import CoreGraphics
import Foundation

/// ViewLab's software keyboard: a state of the stage's window that a text field becoming first
/// responder (or the shell's `:keyboard on`) turns on. It does what code written for iOS sees of
/// the system keyboard, and no more:
///
/// - **Frame.** Docked at the bottom of the screen, the screen's width; in portrait 291 pt of keys
///   and predictive bar plus the device's bottom safe area (325 pt on iPhone 15). The keys' part
///   is the same on every iPhone and the heights differ by the bottom safe area (Federica
///   Benacquista, "List of the official iOS keyboards' heights (and how to calculate them)",
///   Medium); 291 pt is the figure commonly quoted for the portrait keyboard with the predictive
///   bar, not measured here on a device. Landscape uses 200 pt plus the safe area (not measured).
/// - **Notifications**, in this order: `keyboardWillChangeFrameNotification`,
///   `keyboardWillShowNotification` (or `…WillHide…`) at once, then `…DidChangeFrame…` and
///   `…DidShow…` (`…DidHide…`) when the keyboard's 0.25 s slide has ended on the media clock.
///   Each has a nil object and the user info of `UIWindow.h`: the begin and end frames in screen
///   coordinates, duration 0.25, curve 7, local `true` (the values iOS posts for the system
///   keyboard, as widely logged from these notifications — e.g. the user-info dumps
///   `UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = 0.25`
///   reproduced in many tutorials). Apple documents no order among the notifications; the
///   change-frame one first is the order commonly observed (not confirmed here on a device).
/// - **`keyboardLayoutGuide`** of every view follows the keyboard's end frame at once (the guide's
///   top is the keyboard's top; at the bottom safe area when hidden), so layouts pinned to it move
///   in the next layout pass, inside the observers' animation blocks as on iOS.
/// - **Drawing**: a plain panel (`systemGray5`, a hairline on top) above the window's content;
///   no keys, no typing.
extension UIWindow {
    /// The keyboard's slide (UIKit's `keyboardAnimationDurationUserInfoKey` for the system keyboard).
    public static let keyboardAnimationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the system keyboard (an undocumented value, 7).
    public static let keyboardAnimationCurve = 7

    /// ViewLab: whether the software keyboard is shown (or sliding in).
    @_spi(ViewLab) public var isKeyboardShown: Bool { keyboardPanel?.isShown ?? false }

    /// ViewLab: the keyboard's frame in screen coordinates when it is shown (nil when hidden).
    @_spi(ViewLab) public var keyboardFrame: CGRect? { isKeyboardShown ? dockedKeyboardFrame(shown: true) : nil }

    /// The keyboard's rectangle on this window's screen, docked (`shown`) or just below the screen.
    func dockedKeyboardFrame(shown: Bool) -> CGRect {
        let size = screen.bounds.size
        let keys: CGFloat = screen.isLandscape ? 200 : 291
        let height = keys + screen.device.safeAreaInsets(landscape: screen.isLandscape).bottom
        return CGRect(x: 0, y: shown ? size.height - height : size.height, width: size.width, height: height)
    }

    /// ViewLab: shows or hides the software keyboard, posting UIKit's notifications and sliding
    /// the panel for 0.25 s on the media clock. Nothing happens when it is already so.
    @_spi(ViewLab) public func setKeyboardShown(_ shown: Bool) {
        guard shown != isKeyboardShown, !shown || docksSoftwareKeyboard else { return }
        let begin = keyboardPanel?.layer.presentation()?.frame ?? dockedKeyboardFrame(shown: !shown)
        let end = dockedKeyboardFrame(shown: shown)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: UIWindow.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIWindow.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let panel = keyboardPanel ?? KeyboardPanelView(frame: begin)
        keyboardPanel = panel
        panel.isShown = shown
        addSubview(panel)  // on top of everything the window shows
        setKeyboardGuidesNeedLayout(in: self)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
            name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: nil, userInfo: info)
        UIView.animate(
            withDuration: UIWindow.keyboardAnimationDuration, delay: 0,
            options: [.curveEaseOut, .beginFromCurrentState],
            animations: { panel.frame = end }
        ) { [weak self] _ in
            // overtaken by another change
            guard let self, self.keyboardPanel === panel, panel.isShown == shown else { return }
            if !shown { panel.removeFromSuperview(); self.keyboardPanel = nil }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(
                name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: nil, userInfo: info)
        }
    }

    /// Views whose `keyboardLayoutGuide` is in use lay out again (the guide's frame changed).
    private func setKeyboardGuidesNeedLayout(in view: UIView) {
        if view.autoLayoutStorage?.keyboardGuide != nil { view.setNeedsLayout() }
        for subview in view.subviews { setKeyboardGuidesNeedLayout(in: subview) }
    }
}

/// The keyboard as drawn by ViewLab: a plain `systemGray5` panel with a hairline along its top
/// edge (the keys are not drawn).
final class KeyboardPanelView: UIView {
    /// Shown, or hidden and sliding out.
    var isShown = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        accessibilityIdentifier = "ViewLab.Keyboard"
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 0.5))
        hairline.backgroundColor = .opaqueSeparator
        hairline.autoresizingMask = [.flexibleWidth]
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }
}
