import CoreGraphics

// MARK: - Touch tracking

extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside. UIKit does not document
    /// it; the commonly measured value is 70 pt (a button keeps its highlight until the finger is
    /// about 70 pt away, and a lift-off there is still `.touchUpInside`).
    public static let touchInsideTolerance: CGFloat = 70

    /// Whether `point` (control coordinates) counts as inside while tracking.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchInsideTolerance, dy: -UIControl.touchInsideTolerance).contains(point)
    }

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return forwardBegan(touches, event) }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return forwardMoved(touches, event) }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, true): sendActions(for: .touchDragEnter)
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    /// Lift-off: `.touchUpInside` or `.touchUpOutside`. (The base control does not send
    /// `.primaryActionTriggered`; as on iOS, subclasses such as buttons send it.)
    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return forwardEnded(touches, event) }
        isTouchInside = isInsideForTracking(touch.location(in: self))
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        isTouchInside = false
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return forwardCancelled(touches, event) }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    private func forwardBegan(_ t: Set<UITouch>, _ e: UIEvent?) { next?.touchesBegan(t, with: e) }
    private func forwardMoved(_ t: Set<UITouch>, _ e: UIEvent?) { next?.touchesMoved(t, with: e) }
    private func forwardEnded(_ t: Set<UITouch>, _ e: UIEvent?) { next?.touchesEnded(t, with: e) }
    private func forwardCancelled(_ t: Set<UITouch>, _ e: UIEvent?) { next?.touchesCancelled(t, with: e) }
}
