import CoreGraphics

/// The base class for controls (buttons, switches, sliders): state, closure-based actions per
/// event, and touch tracking that turns touches into control events.
open class UIControl: UIView {
    var storedState: State = .normal
    var registeredActions: [(action: UIAction, events: Event)] = []
    public internal(set) var isTracking = false
    public internal(set) var isTouchInside = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - Accessibility

    /// The traits set on the control, plus `.notEnabled` while it is disabled, as UIKit's
    /// controls report them.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - State (UIControl+State.swift)

    /// The key-value observable properties this class adds (`UIKit+KeyValueObserving`).
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: { UIKitKeyValueObserving.keyPaths(Self.self) }, to: super.keyValueObservingKeyPaths)
    }

    /// Disabled controls ignore touches (they forward them up the responder chain).
    open var isEnabled: Bool {
        get { !storedState.contains(.disabled) }
        set { notifyingObservers(ofKey: "enabled") { setState(.disabled, on: !newValue) } }
    }
    open var isSelected: Bool {
        get { storedState.contains(.selected) }
        set { notifyingObservers(ofKey: "selected") { setState(.selected, on: newValue) } }
    }
    /// Set while a touch is tracked inside the control (it follows the finger).
    open var isHighlighted: Bool {
        get { storedState.contains(.highlighted) }
        set { notifyingObservers(ofKey: "highlighted") { setState(.highlighted, on: newValue) } }
    }
    /// The combination of state flags (`.normal` is empty).
    open var state: State { storedState }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The horizontal alignment with `.leading`/`.trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rtl = traitCollection.layoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: - Tracking (UIControl+Tracking.swift)

    /// Starts tracking a touch; return false to ignore it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Continues tracking; return false to stop. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Ends tracking (the finger lifted).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, with: event)
    }

    // MARK: - Actions (UIControl+Actions.swift)

    /// Runs `action` (with `sender` set to the control). Controls call it for each action of an
    /// event being sent.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends `action` to `target` with the control (and `event`) as arguments; a nil target
    /// sends it to the first object of the responder chain that implements it, starting at the
    /// control. Subclasses override it to observe target–action sends (UIControl+TargetAction.swift).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        deliverAction(action, to: target, for: event)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Removes the pairs matching `target` (nil: every target) and `action` (nil: every action)
    /// for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargetImpl(target, action: action, for: controlEvents)
    }
    /// Sends `action` to `target` for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addTargetImpl(target, action: action, for: controlEvents)
    }
    /// Runs, in registration order, every action registered for any of `controlEvents`: closure
    /// actions through `sendAction(_:)`, target–action pairs through `sendAction(_:to:for:)`.
    /// Also records the events in `UIControl.eventLog` (ViewLab).
    open func sendActions(for controlEvents: Event) { sendActionsImpl(for: controlEvents) }
}
