import CoreGraphics
import Foundation

/// An object that responds to and handles events. Views, view controllers, windows and the
/// application are responders; unhandled touches travel along `next` (the responder chain).
///
/// As on iOS, responders are `NSObject`s: views, controllers and windows compare with `==` /
/// `isEqual(_:)` by identity, hash by identity (`Set<UIView>`, dictionary keys) and work with
/// `firstIndex(of:)`.
///
/// Also as on iOS, responders are `@MainActor` — imported `@preconcurrency`, the way Swift sees
/// Apple's UIKit: a subclass annotated `@MainActor` (iOS 17-era code) overrides UIKit's methods
/// and calls its own main-actor members from them, while code that does not use concurrency
/// (Swift 5 mode) calls UIKit from anywhere without diagnostics.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// UIKit's only initialiser of `UIResponder`: it adopts no `NSCoding` (`UIView` and
    /// `UIViewController` do, each with its own `required init?(coder:)`), so a direct subclass —
    /// an accessibility element, an application — needs no `init?(coder:)`.
    public override init() {
        super.init()
        UIResponder.installReplaceableMethods
    }

    /// The properties of the class that send key-value notifications, by key (ViewLab's stand-in
    /// for the Objective-C names Swift key paths carry on iOS; see `KeyValueObservingCompliant`
    /// and `UIKit+KeyValueObserving`). A subclass adds its own to `super`'s.
    nonisolated open class var keyValueObservingKeyPaths: [String: AnyKeyPath] { [:] }

    // MARK: - Responder chain

    /// The next responder: a view's is its view controller (if it is a controller's root view) or
    /// else its superview; a controller's is its view's superview (or its parent); a window's is
    /// the application.
    open var next: UIResponder? { nil }

    /// The undo manager of the nearest responder up the chain that has one (Apple,
    /// `UIResponder.undoManager`); a window has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    open var canBecomeFirstResponder: Bool {
        MethodSwizzling.run(self, UIResponder.self, "canBecomeFirstResponder", []) { false }
    }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    static weak var firstResponder: UIResponder?

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    // MARK: - Key commands and actions

    /// The key commands this responder answers on a hardware keyboard (Apple, `keyCommands`;
    /// nil here). ViewLab has no hardware keyboard events: commands are kept, never triggered.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder handles `action` (Apple, `canPerformAction(_:withSender:)`): by
    /// default, whether it implements the method — its class's selector table names it (what
    /// `responds(to:)` answers; see *Source bridge*).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that handles `action`, walking the responder chain from this one: the first
    /// whose `canPerformAction(_:withSender:)` says yes, or nil (Apple, `target(forAction:withSender:)`).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: - Input views

    /// The view shown instead of the system keyboard while this responder is first responder
    /// (nil: the keyboard). Read-only here; `UITextField` and `UITextView` make it settable.
    open var inputView: UIView? { MethodSwizzling.run(self, UIResponder.self, "inputView", []) { nil } }
    /// A view shown above the keyboard (nil: none).
    open var inputAccessoryView: UIView? {
        MethodSwizzling.run(self, UIResponder.self, "inputAccessoryView", []) { nil }
    }
    /// Tells the system the input views changed (ViewLab's keyboard panel draws neither).
    open func reloadInputViews() {}

    // MARK: - Accessibility (Apple declares these on NSObject; ViewLab's root is UIResponder)

    /// Whether assistive technologies see this object as an element (false for plain views).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// An identifier for UI tests (and ViewLab's messages and traces).
    open var accessibilityIdentifier: String?
    /// The actions assistive technologies offer on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The element's frame in screen coordinates; a view's default is its frame converted to
    /// the window.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? defaultAccessibilityFrame }
        set { storedAccessibilityFrame = newValue }
    }
    var storedAccessibilityFrame: CGRect?
    var defaultAccessibilityFrame: CGRect { .zero }
    /// The point VoiceOver activates (default: the middle of `accessibilityFrame`).
    open var accessibilityActivationPoint: CGPoint {
        get { storedAccessibilityActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedAccessibilityActivationPoint = newValue }
    }
    var storedAccessibilityActivationPoint: CGPoint?
    /// A container's elements in the order assistive technologies visit them (nil: its
    /// accessible subviews). Set it, or override it, as on iOS.
    open var accessibilityElements: [Any]?
    /// Hides this element's children from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the element's siblings.
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    /// The element's outline in screen coordinates, when it is not its frame.
    open var accessibilityPath: UIBezierPath?

    // MARK: - Accessibility actions (override; the defaults do nothing, as UIKit's)

    /// Activation by a double tap in VoiceOver; return true when handled (default false: the
    /// system sends a tap to `accessibilityActivationPoint`).
    open func accessibilityActivate() -> Bool { false }
    /// Swipe up on an `.adjustable` element: increase its value.
    open func accessibilityIncrement() {}
    /// Swipe down on an `.adjustable` element: decrease its value.
    open func accessibilityDecrement() {}
    /// The two-finger Z gesture; return true when the element dismissed something.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The two-finger double tap; return true when handled.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// `UIAccessibilityFocus`: an assistive technology moved its focus onto the element (an element
    /// in a scroll view scrolls itself into view here). ViewLab runs none, so only code sends it.
    open func accessibilityElementDidBecomeFocused() {}
    /// The focus left the element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology's focus is on the element: never here.
    open func accessibilityElementIsFocused() -> Bool { false }
    /// A three-finger swipe; return true when the element scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// The number of elements in a container (`accessibilityElements`' count by default).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of a container, nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` in a container (`NSNotFound` when it is not one of them).
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: - Touches

    /// The default implementations forward the message to `next`, as UIKit's do.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    /// Updated force or position estimates of touches (Apple Pencil); ViewLab's touches have none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: - Presses, motion and remote control

    /// Physical button presses; the defaults forward to `next`, as UIKit's do. ViewLab never
    /// makes a press (see `UIPressesEvent`).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
    /// Motion events (a shake); the defaults forward to `next`. ViewLab has no motion sensor.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
    /// Remote-control events (headphone buttons); none are made here.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: - Standard edit actions (`UIResponderStandardEditActions`)

    /// The edit menu's actions. On iOS a responder implements those it supports and
    /// `canPerformAction(_:withSender:)` says which; these defaults do nothing, and the text views
    /// that edit text override them.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
}
