import CoreGraphics

/// One finger's journey from touch-down to lift-off: the touch, the recognizers it feeds and
/// whether the hit view still receives it.
@MainActor
final class TouchSession {
    let touch: UITouch
    var recognizers: [UIGestureRecognizer]
    var viewReceivesTouches = true
    var viewBegan = false
    init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.recognizers = recognizers
    }
}

// MARK: - Touch injection (ViewLab)

extension UIWindow {
    /// Seconds between injected touch events (one frame at 60 Hz).
    static let injectedEventInterval: TimeInterval = 1.0 / 60
    /// Taps closer than this in time and distance count as repeated (`tapCount`).
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 10

    /// ViewLab: delivers one touch event at `point` (window coordinates) as UIKit does — on
    /// `.began` the window hit-tests (`hitTest(_:with:)`) and the touch stays with that view;
    /// attached gesture recognizers (the hit view's and its ancestors') get the touch first,
    /// then the view's `touchesBegan/Moved/Ended/Cancelled` (forwarded up the responder chain by
    /// default). A recognizer that recognizes with `cancelsTouchesInView` sends the view
    /// `touchesCancelled` and the view gets no more of the touch.
    /// A window shown above this one (`windowsShownAbove`) that has a view under the touch takes
    /// it, front-most first, as the screen's touches go on iOS.
    /// Returns the hit-test path (window first) of the touch's view.
    @discardableResult
    public func sendTouch(at point: CGPoint, phase: UITouch.Phase) -> [UIView] {
        // discarded while the application ignores interaction events (`UIApplication+InteractionEvents`)
        guard point.x.isFinite, point.y.isFinite, !UIApplication.shared.isIgnoringInteractionEvents else { return [] }
        if phase == .began { touchTakenBy = windowTakingTouch(at: point) }
        if let window = touchTakenBy {
            let path = window.sendTouch(at: convertToWindow(point, window), phase: phase)
            if phase == .ended || phase == .cancelled { touchTakenBy = nil }
            return path
        }
        currentTime += UIWindow.injectedEventInterval
        // A new event: the undo manager's group of the last one closes (groupsByEvent).
        windowUndoManager?.closeEventGroup()
        if phase == .began {
            if touchSession != nil { sendTouch(at: point, phase: .cancelled) }
            beginSession(at: point)
        }
        guard let session = touchSession else { return [] }
        let touch = session.touch
        if phase != .began {
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.phase = phase
            touch.timestamp = currentTime
        }
        let event = UIEvent(touches: [touch], timestamp: currentTime)
        sendEvent(event)
        let path = touch.view.map(hitPath(to:)) ?? []
        if phase == .ended || phase == .cancelled { endSession(session, at: point) }
        return path
    }

    /// ViewLab: a tap (began then ended at `point`). Returns the hit-test path.
    @discardableResult
    public func tap(at point: CGPoint) -> [UIView] {
        let path = sendTouch(at: point, phase: .began)
        sendTouch(at: point, phase: .ended)
        return path
    }

    /// ViewLab: a drag from `start` to `end` in `steps` moves, then lift-off. Returns the
    /// hit-test path of the touch-down.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) -> [UIView] {
        let path = sendTouch(at: start, phase: .began)
        let n = min(max(steps, 1), 10_000)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            sendTouch(
                at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), phase: .moved)
        }
        sendTouch(at: end, phase: .ended)
        return path
    }

    /// ViewLab: a finger held at `point` for `duration` seconds, then lifted.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) -> [UIView] {
        let path = sendTouch(at: point, phase: .began)
        advanceTime(by: duration)
        sendTouch(at: point, phase: .ended)
        return path
    }

    /// ViewLab: moves the touch clock on (long-press recognizers check their timers).
    public func advanceTime(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        currentTime += seconds
        for g in touchSession?.recognizers ?? [] where g.isEnabled { g.timeDidAdvance(to: currentTime) }
    }

    /// ViewLab: a hit-test path as text, `UIWindow › UIView › RingView`. `name` may supply a
    /// name for a view (the shell passes its variable names); otherwise the class name is used,
    /// with the accessibility identifier or tag when set.
    public static func describePath(_ path: [UIView], name: (UIView) -> String? = { _ in nil }) -> String {
        path.isEmpty ? "(nothing)" : path.map { name($0) ?? $0.debugName }.joined(separator: " › ")
    }

    // MARK: - Dispatch

    /// UIKit's rule for overlapping gestures: a control's default action wins over a superview's
    /// single-finger single-tap recognizer when the tap lands on an enabled control ("the default
    /// control action prevents overlapping gesture recognizer behavior").
    static func controlTakesPrecedence(over recognizer: UIGestureRecognizer, for touch: UITouch) -> Bool {
        guard let control = touch.view as? UIControl, control.isEnabled, recognizer.view !== control,
            let tap = recognizer as? UITapGestureRecognizer
        else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    private func beginSession(at point: CGPoint) {
        var count = 1
        if let last = lastTap, currentTime - last.time <= UIWindow.multiTapInterval,
            hypot(point.x - last.point.x, point.y - last.point.y) <= UIWindow.multiTapDistance
        {
            count = last.count + 1
        }
        let touch = UITouch(window: self, location: point, timestamp: currentTime, tapCount: count)
        let event = UIEvent(touches: [touch], timestamp: currentTime)
        touch.view = hitTest(point, with: event)
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            recognizers += v.storedGestureRecognizers.filter {
                $0.isEnabled && $0.allowsTouchType(of: touch)
                    && !UIWindow.controlTakesPrecedence(over: $0, for: touch) && $0.shouldReceive(event)
                    && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
            }
            view = v.storedSuperview
        }
        touch.gestureRecognizers = recognizers
        UIGestureRecognizer.askFailureRequirements(among: recognizers)
        let session = TouchSession(touch: touch, recognizers: recognizers)
        for g in recognizers {
            g.reset()
            g.ignoredTouches = []
            g.trackedTouches = [touch]
            g.recognitionObserver = { [weak self, weak session] recognizer in
                guard let self, let session else { return }
                self.recognizerDidRecognize(recognizer, in: session)
            }
        }
        touchSession = session
    }

    /// `sendEvent(_:)`'s work: the event's touch goes to the gesture recognizers of its session
    /// and to its view, by phase.
    func sendEventImpl(_ event: UIEvent) {
        guard let session = touchSession, event.allTouches?.contains(where: { $0 === session.touch }) == true else {
            return
        }
        deliver(session, phase: session.touch.phase, event: event)
    }

    private func deliver(_ session: TouchSession, phase: UITouch.Phase, event: UIEvent) {
        let touches: Set<UITouch> = [session.touch]
        for g in session.recognizers
        where g.isEnabled && [.possible, .began, .changed].contains(g.state)
            && !g.ignoredTouches.contains(where: { $0 === session.touch })
        {
            switch phase {
            case .began: g.touchesBegan(touches, with: event)
            case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: g.touchesMoved(touches, with: event)
            case .ended: g.touchesEnded(touches, with: event)
            case .cancelled: g.touchesCancelled(touches, with: event)
            }
        }
        guard session.viewReceivesTouches, let view = session.touch.view else { return }
        switch phase {
        case .began:
            session.viewBegan = true
            view.touchesBegan(touches, with: event)
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }

    /// A recognizer recognized: others that may not recognize simultaneously fail (or cancel),
    /// and with `cancelsTouchesInView` the view's touches are cancelled.
    private func recognizerDidRecognize(_ recognizer: UIGestureRecognizer, in session: TouchSession) {
        for other in session.recognizers where other !== recognizer {
            let simultaneous =
                (recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) ?? false)
            // A recognizer prevents another only if both agree (`canPrevent`, `canBePrevented(by:)`).
            guard !simultaneous, recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            switch other.state {
            case .possible: other.state = .failed
            case .began, .changed: other.state = .cancelled
            default: break
            }
        }
        guard recognizer.cancelsTouchesInView, session.viewReceivesTouches else { return }
        session.viewReceivesTouches = false
        if session.viewBegan, let view = session.touch.view {
            let touch = session.touch
            let phase = touch.phase
            touch.phase = .cancelled
            view.touchesCancelled([touch], with: UIEvent(touches: [touch], timestamp: currentTime))
            touch.phase = phase
        }
    }

    private func endSession(_ session: TouchSession, at point: CGPoint) {
        if session.touch.phase == .ended { lastTap = (currentTime, point, session.touch.tapCount) }
        for g in session.recognizers {
            g.recognitionObserver = nil
            g.reset()
        }
        touchSession = nil
    }

    private func hitPath(to view: UIView) -> [UIView] {
        var path: [UIView] = []
        var current: UIView? = view
        while let v = current {
            path.insert(v, at: 0)
            current = v.storedSuperview
        }
        return path
    }
}
