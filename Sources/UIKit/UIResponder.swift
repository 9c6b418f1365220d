import CoreGraphics

/// An object that responds to and handles events. Views, view controllers, windows and the
/// application are responders; unhandled touches travel along `next` (the responder chain).
open class UIResponder {
    public init() {}
    /// Responders are not archived in ViewLab; present so that subclasses compile as on iOS.
    public required init?(coder: NSCoder) {}

    // MARK: - Responder chain

    /// The next responder: a view's is its view controller (if it is a controller's root view) or
    /// else its superview; a controller's is its view's superview (or its parent); a window's is
    /// the application.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    nonisolated(unsafe) static weak var firstResponder: UIResponder?

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

    // MARK: - Accessibility (Apple declares these on NSObject; ViewLab's root is UIResponder)

    /// Whether assistive technologies see this object as an element (false for plain views).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// An identifier for UI tests (and ViewLab's messages and traces).
    open var accessibilityIdentifier: String?
    /// The element's frame in screen coordinates; a view's default is its frame converted to
    /// the window.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? defaultAccessibilityFrame }
        set { storedAccessibilityFrame = newValue }
    }
    var storedAccessibilityFrame: CGRect?
    var defaultAccessibilityFrame: CGRect { .zero }

    // MARK: - Touches

    /// The default implementations forward the message to `next`, as UIKit's do.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
