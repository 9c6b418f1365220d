import CoreGraphics
import Foundation

/// The base class for gesture recognizers: a state machine fed with the touches of the view it
/// is attached to (and of that view's subviews) before the view gets them.
///
/// Apple's `init(target:action:)` / `addTarget(_:action:)` send a selector to the target on each
/// action-worthy state change (began, changed, ended/recognized, cancelled); selectors come from
/// the source bridge (UIGestureRecognizer+TargetAction.swift). ViewLab also offers `addAction(_:)`
/// (a closure run on the same changes) and `init(handler:)`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states, with Apple's raw values; `.recognized` is `.ended`.
    public enum State: Int, Sendable {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
        public static var recognized: State { .ended }
    }

    private var storedState = State.possible
    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// The target/action pairs, in the order added.
    var targets: [Target] = []
    /// The touches currently tracked (window coordinates live in the touches).
    var trackedTouches: [UITouch] = []
    /// Called by the window's dispatcher when the recognizer recognizes (began or ended from
    /// possible).
    var recognitionObserver: ((UIGestureRecognizer) -> Void)?
    /// The recognizers `require(toFail:)` named, held weakly (UIGestureRecognizer+FailureRequirements.swift).
    var failureRequirements: [() -> UIGestureRecognizer?] = []
    /// The recognizers of the current touch sequence this one waits for, as the recognizers and
    /// their delegates answered (`shouldRequireFailure(of:)` and friends), held weakly.
    var sessionFailureRequirements: [() -> UIGestureRecognizer?] = []
    /// The touches `ignore(_:for:)` named in the current sequence.
    var ignoredTouches: [UITouch] = []

    /// A recognizer that sends `action` to `target` (UIKit's designated initializer); nil for
    /// either adds no pair.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    /// ViewLab: a recognizer that calls `handler` on each action-worthy state change.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// ViewLab: adds a closure called on began, changed, ended (recognized) and cancelled — what
    /// `addTarget(_:action:)` would call.
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) { actions.append(handler) }
    /// ViewLab: removes every action closure.
    public func removeAllActions() { actions.removeAll() }

    // MARK: - State

    /// The current state. Subclasses set it from their touch handlers. Leaving `.possible` for
    /// `.began` or `.recognized` first asks the delegate's `gestureRecognizerShouldBegin(_:)`
    /// and the view's; a "no" makes it `.failed`.
    open var state: State {
        get { storedState }
        set {
            var new = newValue
            let old = storedState
            if old == .possible, new == .began || new == .ended {
                let allowed =
                    !otherRequiredToFailHasRecognized
                    && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
                    && (view?.gestureRecognizerShouldBegin(self) ?? true)
                if !allowed { new = .failed }
            }
            storedState = new
            if old == .possible, new == .began || new == .ended { recognitionObserver?(self) }
            if [.began, .changed, .ended, .cancelled].contains(new) {
                for action in actions { action(self) }
                for pair in targets { pair.send(from: self) }
            }
        }
    }

    /// Disabling a recognizer cancels it if it is recognizing.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    /// When true (the default), recognizing sends `touchesCancelled` to the view for the touches.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// ViewLab/iOS name for debugging.
    open var name: String?
    /// The kinds of touches the recognizer gets, as `UITouch.TouchType` raw values (Apple's
    /// default: every kind). A touch of another kind is not delivered to it (`receives(_:)`).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The physical buttons the recognizer gets, as `UIPress.PressType` raw values (default: all;
    /// ViewLab makes no presses).
    open var allowedPressTypes: [NSNumber] = [0, 1, 2, 3, 4, 5, 6, 30, 31].map { NSNumber(value: $0) }
    /// Whether one recognition takes touches of one kind only (Apple's default true).
    open var requiresExclusiveTouchType = true

    /// The number of touches being tracked.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    // MARK: - Touches (for subclasses)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns the recognizer to `.possible` after a touch sequence ends; subclasses reset their
    /// own state and call `super`.
    open func reset() {
        storedState = .possible
        trackedTouches = []
        ignoredTouches = []
    }

    /// ViewLab: time moved on without touches changing (long-press timing). `now` is the
    /// window's clock.
    open func timeDidAdvance(to now: TimeInterval) {}

    /// Whether the recognizer wants the event at all (iOS 13.4+: subclasses override it to accept
    /// only some kinds, e.g. `event.type == .scroll`); by default the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for events decides, else yes. Asked before the
    /// recognizer gets a touch sequence's first touch; a "no" leaves it out of the sequence.
    open func shouldReceive(_ event: UIEvent) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; subclasses override
    /// it (default false). Asked, with the delegates' `shouldRequireFailureOf`/
    /// `shouldBeRequiredToFailBy`, for each pair of recognizers a touch sequence reaches; a "yes"
    /// counts as `require(toFail:)` for that sequence.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (default
    /// true). Both this and the other's `canBePrevented(by:)` must agree.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this recognizer fail (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Stops delivering `touch` to the recognizer (Apple: "tells the gesture recognizer to ignore
    /// a specific touch of the given event"); the view still gets it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }

    // MARK: - Overridable members whose work is in the concern files
    // (Swift lets a subclass override only what the class body declares; on iOS every Objective-C
    // method is overridable, so these are declared here and forward to the
    // `…Impl` in their `Type+Concern.swift` file.)
    /// Removes the pairs matching `target` (nil: every target) and `action` (nil: every action).
    open func removeTarget(_ target: Any?, action: Selector?) { removeTargetImpl(target, action: action) }
    /// Adds a target/action pair (the same pair twice is kept once, as in UIKit).
    open func addTarget(_ target: Any, action: Selector) { addTargetImpl(target, action: action) }
}

/// The delegate of a gesture recognizer.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (not asked
    /// here: see *Differences from iOS* in Docs/uikit.md).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer gets a physical button press (no presses here).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether the recognizer gets the event (iOS 13.4+), asked by `shouldReceive(_:)`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}
